// Issue 36 (info): after an outbox crash, mails the SMTP server had accepted showed as 'Mislukt', and a retry would
// have sent them again: a round's rows were marked sent only with the next round. Now each row is marked sent as soon
// as the mail server accepted it. A real SMTP server on 127.0.0.1 accepts two of a round's three mails and holds the
// third: while it is held, the two are 'sent' in the database; the restart's clean-up (releaseInterrupted) then
// fails only the held one, and retrying it sends no other mail again.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, INTERRUPTED, releaseInterrupted, retryRow } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";
import { runOutboxTick } from "~/domains/outbox/worker.server";
import { MAIL_POOL_CONNECTIONS } from "~/lib/mail.server";
import { prepareAdminDb } from "../helpers/admin";
import { withTestSmtp } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
const server = withTestSmtp();

beforeAll(async () => {
  await prepareAdminDb();
  await seedInstellingen();
});

const state = async (recipient: string) => (await getDb().select({ state: outbox.state, lastError: outbox.lastError }).from(outbox).where(eq(outbox.recipient, recipient)))[0];

describe("the outbox marks a mail sent as soon as the SMTP server accepted it", () => {
  it("keeps accepted mails 'sent' when the round is cut off, and fails only the one on the wire", async () => {
    const recipients = ["a@example.be", "vast@example.be", "c@example.be"];
    expect(recipients).toHaveLength(MAIL_POOL_CONNECTIONS); // one round
    await enqueue(
      getDb(),
      recipients.map((to) => ({ dedupKey: `test:${to}`, kind: "test", recipient: to, subject: `Voor ${to}`, content: { type: "mail" as const, mail: { to, subject: `Voor ${to}`, text: "Hallo" } } })),
    );
    const smtp = server();
    const held = smtp.hold((rcptTo) => rcptTo.includes("vast@example.be"));
    const pass = runAsSystem(() => runOutboxTick());
    await held.arrived;
    // The held mail's round is still going: the other two are already marked sent.
    await expect.poll(async () => [(await state("a@example.be"))?.state, (await state("c@example.be"))?.state], { timeout: 10_000 }).toEqual(["sent", "sent"]);
    expect((await state("vast@example.be"))?.state).toBe("sending");

    // A crash now: the next start fails what was on the wire, and only that.
    expect(await releaseInterrupted()).toBe(1);
    expect(await state("a@example.be")).toEqual({ state: "sent", lastError: null });
    expect(await state("c@example.be")).toEqual({ state: "sent", lastError: null });
    expect(await state("vast@example.be")).toEqual({ state: "failed", lastError: INTERRUPTED });

    held.release();
    await pass;
    // 'Opnieuw proberen' on the failed one sends that one again, and no other.
    const received = () => smtp.received.map((m) => m.rcptTo.join(",")).sort();
    expect(await retryRow(getDb(), { dedupKey: "test:vast@example.be" })).toBe(true);
    await runAsSystem(() => runOutboxTick());
    expect(received()).toEqual(["a@example.be", "c@example.be", "vast@example.be", "vast@example.be"]);
  });
});
