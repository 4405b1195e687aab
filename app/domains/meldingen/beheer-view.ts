/** The admin section 'Meldingen' as its view gets it: counts per tak and the outbox, times already formatted. */
export interface MeldingenBeheerView {
  takken: { slug: string; name: string; email: number; push: number }[];
  outbox: { wachtend: number; verstuurd: number; mislukt: number };
  rijen: OutboxRijView[];
  /** Where 'Testbericht naar mezelf' goes; null without an address (or without SMTP_URL). */
  testAdres: string | null;
  smtp: boolean;
  magOpnieuw: boolean;
}

export interface OutboxRijView {
  id: number;
  toestand: "Wachtend" | "Verstuurd" | "Mislukt";
  kanaal: "E-mail" | "Push";
  ontvanger: string;
  onderwerp: string;
  moment: string;
  detail: string | null;
}
