import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { enqueue, forgetSubscription, type NewOutboxRow } from "~/domains/outbox/outbox.server";
import { aanmeldingTakken } from "./inschrijving.server";
import { takStoptMail, takStoptPush } from "./mail.server";
import { meldingAanmelding, meldingInschrijving, meldingInschrijvingTak } from "./schema";
import { ontvangers } from "./wijziging.server";
import type { Woorden } from "~/domains/takken/rules";

/**
 * A tak stops (in its transaction): every subscription that follows it gets one last message and loses the tak; a
 * subscription left without takken ends, and a sign-up still waiting for its confirmation forgets the tak too (or
 * goes). Answers how many subscriptions heard it.
 */
export async function laatsteBerichtVanTak(
  tx: Tx,
  stoppend: { id: number; naam: string },
  /** The other takken parents can follow, for the names the message says they keep. */
  andere: readonly { id: number; name: string }[],
  site: { groepsnaam: string; icon: string; w: Woorden },
  now: number,
): Promise<number> {
  const rows: NewOutboxRow[] = [];
  const eindigen: number[] = [];
  const tak = { naam: stoppend.naam };
  // Also the paused ones: they asked for nothing now, but they are unsubscribed and should know why.
  for (const o of await ontvangers(tx, [stoppend.id], { ookGepauzeerd: true })) {
    const blijft = o.takIds.filter((id) => id !== stoppend.id);
    if (blijft.length === 0) eindigen.push(o.id);
    const base = { dedupKey: `tak-stopt:${stoppend.id}:${o.id}`, kind: "tak-stopt", subscriptionId: blijft.length ? o.id : null, takken: [stoppend.id] };
    if (o.kanaal === "push") {
      if (!o.p256dh || !o.auth) continue;
      const payload = takStoptPush(tak, site.icon, site.w);
      rows.push({ ...base, recipient: o.adres, subject: payload.title, content: { type: "push", subscription: { endpoint: o.adres, keys: { p256dh: o.p256dh, auth: o.auth } }, payload } });
      continue;
    }
    const takNamen = andere.filter((t) => blijft.includes(t.id)).map((t) => t.name);
    const mail = takStoptMail(base.dedupKey, { email: o.adres, beheerToken: o.beheerToken, takNamen }, site.groepsnaam, tak, site.w);
    rows.push({ ...base, recipient: o.adres, subject: mail.subject, content: { type: "mail", mail } });
  }
  // Who ends gets nothing more than this last message: what still waited for them goes first.
  for (const id of eindigen) await forgetSubscription(tx, id);
  await enqueue(tx, rows, now);
  await tx.delete(meldingInschrijvingTak).where(eq(meldingInschrijvingTak.takId, stoppend.id));
  for (const id of eindigen) await tx.delete(meldingInschrijving).where(eq(meldingInschrijving.id, id));
  for (const a of await tx.select().from(meldingAanmelding)) {
    const takken = aanmeldingTakken(a.takken);
    if (!takken.includes(stoppend.id)) continue;
    const rest = takken.filter((id) => id !== stoppend.id);
    if (rest.length) await tx.update(meldingAanmelding).set({ takken: JSON.stringify(rest) }).where(eq(meldingAanmelding.id, a.id));
    else await tx.delete(meldingAanmelding).where(eq(meldingAanmelding.id, a.id));
  }
  return rows.length;
}
