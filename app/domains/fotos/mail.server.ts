import { and, eq, isNotNull } from "drizzle-orm";
import { contactTo } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { getDb } from "~/db/client.server";
import { account, accountTak } from "~/domains/auth/schema";
import { getInstellingen, metGroepsAdres } from "~/domains/instellingen/instellingen.server";
import { formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { getMailTransport, headerSafe, mailDomain, mailSender } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meta";

export interface VerzoekMail {
  id: number;
  fotoId: number;
  albumId: number;
  albumTitel: string;
  takId: number | null;
  reden: string | null;
  createdAt: number;
}

/**
 * Who hears of a removal request: the Takleiding accounts of the album's tak and the Beheerder accounts (those with
 * an e-mail address), and the group's contact address, where the owner 'Beheerder' (who has none) reads the site's mail.
 */
export async function ontvangers(takId: number | null, groepsEmail: string): Promise<string[]> {
  const db = getDb();
  const beheerders = await db
    .select({ email: account.email })
    .from(account)
    .where(and(eq(account.rol, "beheerder"), eq(account.actief, true), isNotNull(account.email)));
  const takleiding =
    takId === null
      ? []
      : await db
          .select({ email: account.email })
          .from(account)
          .innerJoin(accountTak, eq(accountTak.accountId, account.id))
          .where(and(eq(account.rol, "takleiding"), eq(account.actief, true), eq(accountTak.takId, takId), isNotNull(account.email)));
  // The group's own address too, once it has one.
  const all = [...takleiding, ...beheerders].map((r) => r.email!).concat(contactTo(groepsEmail));
  return [...new Set(all.filter(Boolean).map((a) => a.toLowerCase()))];
}

/** Mails a removal request; without SMTP, or when sending fails, it is logged: the request waits in the admin anyway. */
export async function stuurVerwijderVerzoek(verzoek: VerzoekMail): Promise<void> {
  const transport = await getMailTransport();
  if (!transport) {
    logger.warn({ verzoek: verzoek.id }, "Foto's: geen SMTP_URL ingesteld, verwijderingsverzoek niet gemaild");
    return;
  }
  const titel = headerSafe(verzoek.albumTitel);
  try {
    const { groep } = await getInstellingen();
    await transport.sendMail(
      await metGroepsAdres({
        from: mailSender(groep.naam),
        to: await ontvangers(verzoek.takId, groep.email),
        subject: `[Foto's] Verzoek om een foto te verwijderen uit '${titel}'`,
        messageId: `<fotoverzoek-${verzoek.id}-${verzoek.createdAt}@${mailDomain()}>`,
        text: [
          `Een ouder vraagt om een foto te verwijderen uit het album '${titel}' op de website van ${groep.naam}.`,
          "",
          `Foto: nummer ${verzoek.fotoId}`,
          `Gevraagd op: ${formatDateTime(verzoek.createdAt)}`,
          `Reden: ${verzoek.reden ?? "(geen reden opgegeven)"}`,
          "",
          "Verwijder de foto of wijs het verzoek af in het beheer, onder Foto's:",
          absoluteUrl("/admin?sectie=fotos", siteUrl()),
        ].join("\n"),
      }),
    );
  } catch (error) {
    logger.error({ verzoek: verzoek.id, error: error instanceof Error ? error.message : String(error) }, "Foto's: verwijderingsverzoek niet gemaild");
  }
}
