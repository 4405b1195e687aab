/** A sign-up as the admin panel shows it, the time already formatted in Belgian Dutch. */
export type InschrijvingView = { id: number; email: string; createdAt: string; confirmed: boolean };
