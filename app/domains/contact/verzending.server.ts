import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { FinalSendError, registerSender } from "~/domains/outbox/senders.server";
import { getContactBericht } from "./contact.server";
import { buildContactMail } from "./mail.server";

// How the outbox sends a contact message: mailed as it is stored (the row names the message, the mail is made when it
// goes), so a message removed in the meantime is not sent. The queueing module imports this file.
registerSender("contact", {
  channel: "mail",
  async send(content, transport) {
    const bericht = await getContactBericht(content.berichtId);
    if (!bericht) throw new FinalSendError("Dit contactbericht bestaat niet meer.");
    await transport!.sendMail(buildContactMail(bericht, (await getInstellingen()).groep));
  },
});
