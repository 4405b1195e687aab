/** A contact message as the admin panel shows it: times already formatted in Belgian Dutch. */
export type BerichtView = {
  id: number;
  name: string;
  email: string;
  category: string;
  subject: string;
  text: string;
  createdAt: string;
  mailState: "stored" | "pending" | "sending" | "sent" | "failed";
  mailStateLabel: string;
  mailDetail: string | null;
  handledAt: string | null;
};
