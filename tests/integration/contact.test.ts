import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, prepareDatabase } from "~/db/client.server";
import { contactKey, getContactBericht, listContactBerichten } from "~/domains/contact/contact.server";
import { retryContactMail, setContactHandled, storeContactMessage } from "~/domains/contact/mutations.server";
import { MAX_ATTEMPTS as MAX_MAIL_ATTEMPTS, releaseInterrupted as releaseInterruptedMails, retryDelay } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";
import { runOutboxTick as runMailTick } from "~/domains/outbox/worker.server";
import { closeMailTransport } from "~/lib/mail.server";
import { contactBericht } from "~/domains/contact/schema";
import { contactSchema, type ContactInput } from "~/domains/contact/validation";
import { parseForm } from "~/lib/forms";
import { action as contactAction } from "~/routes/contact";
import { freePort } from "../helpers/free-port";
import { createTestSmtp } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";
import { callRoute } from "../helpers/route";
import { runAsSystem } from "~/domains/auth/actor.server";

withTempDataDir();

const saved = { ...process.env };
let smtp: ReturnType<typeof createTestSmtp>;

beforeAll(async () => {
  await prepareDatabase();
  smtp = createTestSmtp(await freePort());
});
afterAll(async () => {
  await smtp.stop();
  closeMailTransport();
  process.env = { ...saved };
});
beforeEach(async () => {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "website@scoutsdemostad.be";
  process.env.CONTACT_TO = "leiding@scoutsdemostad.be";
  smtp.received.length = 0;
  await getDb().delete(contactBericht);
  await getDb().delete(outbox);
});

const input: ContactInput = {
  name: "Jan Peeters",
  email: "jan.peeters@example.be",
  category: "vraag",
  subject: "Inschrijven van mijn dochter",
  message: "Dag leiding,\nKan mijn dochter nog mee op kamp?\nGroetjes",
};

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

async function post(fields: Record<string, string>, clientAddress: string) {
  const response = await callRoute(contactAction, new Request("http://127.0.0.1/contact", { method: "POST", body: form(fields) }), {}, clientAddress);
  return { status: response.status, data: (await response.json()) as { status: string; reply?: { error?: Record<string, string[]> } } };
}

describe("contact mail through a real SMTP server", () => {
  it("delivers a stored message as plain text with Reply-To and the category in the subject", async () => {
    await smtp.start();
    try {
      const stored = await storeContactMessage(input);
      expect(stored.mailState).toBe("pending");
      expect(await runMailTick()).toEqual({ sent: 1, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.parsed.subject).toBe("[Contact - Vraag] Inschrijven van mijn dochter");
      expect(mail!.parsed.from?.value[0]?.address).toBe("website@scoutsdemostad.be");
      expect(mail!.rcptTo).toEqual(["leiding@scoutsdemostad.be"]);
      expect(mail!.parsed.replyTo?.value[0]).toMatchObject({ address: "jan.peeters@example.be", name: "Jan Peeters" });
      expect(mail!.parsed.text).toContain("Kan mijn dochter nog mee op kamp?");
      expect(mail!.parsed.text).toContain("Categorie: Vraag");
      expect(mail!.parsed.html).toBe(false);
      expect(mail!.parsed.headers.get("content-type")).toMatchObject({ value: "text/plain" });

      const row = await getContactBericht(stored.id);
      expect(row).toMatchObject({ mailState: "sent", attempts: 1, lastError: null, nextAttemptAt: null });
      expect(row!.sentAt).toBeGreaterThan(0);

      // Nothing is due any more: a later pass sends nothing again.
      expect(await runMailTick({ now: Date.now() + 86_400_000 })).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("cannot add headers through the subject or the name", async () => {
    await smtp.start();
    try {
      await storeContactMessage({
        ...input,
        name: "Eve\r\nBcc: slachtoffer@example.com",
        subject: "Hallo\r\nBcc: slachtoffer@example.com\nX-Evil: 1",
      });
      await runMailTick();
      const [mail] = smtp.received;
      expect(mail!.rcptTo).toEqual(["leiding@scoutsdemostad.be"]);
      expect(mail!.parsed.subject).toBe("[Contact - Vraag] Hallo Bcc: slachtoffer@example.com X-Evil: 1");
      expect(mail!.parsed.headers.has("bcc")).toBe(false);
      expect(mail!.parsed.headers.has("x-evil")).toBe(false);
      expect(mail!.raw).not.toMatch(/^Bcc:/im);
    } finally {
      await smtp.stop();
    }
  });

  it("keeps a message when SMTP is down, retries with backoff and delivers it exactly once when it is back", async () => {
    const t0 = Date.now();
    const stored = await storeContactMessage(input, t0);

    expect(await runMailTick({ now: t0 })).toEqual({ sent: 0, failed: 1 });
    let row = await getContactBericht(stored.id);
    expect(row).toMatchObject({ mailState: "failed", attempts: 1, nextAttemptAt: t0 + retryDelay(1) });
    expect(row!.lastError).toBeTruthy();

    // Not due yet: no attempt.
    expect(await runMailTick({ now: t0 + retryDelay(1) - 1 })).toEqual({ sent: 0, failed: 0 });

    const t1 = t0 + retryDelay(1);
    expect(await runMailTick({ now: t1 })).toEqual({ sent: 0, failed: 1 });
    row = await getContactBericht(stored.id);
    expect(row).toMatchObject({ mailState: "failed", attempts: 2, nextAttemptAt: t1 + retryDelay(2) });
    expect(retryDelay(2)).toBe(2 * retryDelay(1));

    await smtp.start();
    try {
      const t2 = t1 + retryDelay(2);
      // Two workers at the same moment: the claim lets only one of them send.
      const results = await Promise.all([runMailTick({ now: t2 }), runMailTick({ now: t2 }), runMailTick({ now: t2 })]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      row = await getContactBericht(stored.id);
      expect(row).toMatchObject({ mailState: "sent", attempts: 3, lastError: null });

      await runMailTick({ now: t2 + 10 * 86_400_000 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("gives up after the attempt cap, and the admin's retry sends it", async () => {
    let now = Date.now();
    const stored = await storeContactMessage(input, now);
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 2; i++) {
      await runMailTick({ now });
      now += 7 * 60 * 60 * 1000;
    }
    let row = await getContactBericht(stored.id);
    expect(row).toMatchObject({ mailState: "failed", attempts: MAX_MAIL_ATTEMPTS, nextAttemptAt: null });

    expect(await runAsSystem(() => retryContactMail(stored.id, now))).toBe(true);
    await smtp.start();
    try {
      expect(await runMailTick({ now })).toEqual({ sent: 1, failed: 0 });
      row = await getContactBericht(stored.id);
      expect(row!.mailState).toBe("sent");
      // A sent message cannot be queued again.
      expect(await runAsSystem(() => retryContactMail(stored.id, now))).toBe(false);
      await runMailTick({ now: now + 86_400_000 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("turns a send cut off by a restart into a failed send that is not retried on its own", async () => {
    const stored = await storeContactMessage(input);
    // The contact message's mail is a row of the one outbox (issue 25).
    await getDb().update(outbox).set({ state: "sending", attempts: 1 }).where(eq(outbox.dedupKey, contactKey(stored.id)));
    expect(await releaseInterruptedMails()).toBe(1);
    const row = await getContactBericht(stored.id);
    expect(row).toMatchObject({ mailState: "failed", nextAttemptAt: null });
    expect(await runMailTick({ now: Date.now() + 86_400_000 })).toEqual({ sent: 0, failed: 0 });
  });

  it("only stores the message when SMTP_URL is not set", async () => {
    delete process.env.SMTP_URL;
    const stored = await storeContactMessage(input);
    expect(stored.mailState).toBe("stored");
    expect(await runMailTick({ now: Date.now() + 86_400_000 })).toEqual({ sent: 0, failed: 0 });
    expect((await getContactBericht(stored.id))!.mailState).toBe("stored");
  });

  it("lists messages newest first and marks them handled", async () => {
    const a = await storeContactMessage({ ...input, subject: "Eerste" }, 1_000);
    const b = await storeContactMessage({ ...input, subject: "Tweede" }, 2_000);
    expect((await listContactBerichten()).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(await runAsSystem(() => setContactHandled(a.id, true, 5_000))).toBe(true);
    expect((await getContactBericht(a.id))!.handledAt).toBe(5_000);
    expect(await runAsSystem(() => setContactHandled(9999, true))).toBe(false);
  });
});

describe("contact form validation", () => {
  it("answers each missing or wrong field with a Dutch message", () => {
    const result = parseForm(form({ name: "  ", email: "geen-adres", subject: "", message: "" }), contactSchema).reply();
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      name: ["Naam is verplicht."],
      email: ["Vul een geldig e-mailadres in."],
      subject: ["Onderwerp is verplicht."],
      message: ["Bericht is verplicht."],
    });
    expect(result.initialValue?.email).toBe("geen-adres");
  });

  it("limits the lengths and the categories, and defaults the category to algemeen", () => {
    const long = parseForm(form({ ...input, name: "x".repeat(101), message: "y".repeat(5001) }), contactSchema).reply();
    expect(long.error?.name).toEqual(["Naam mag maximaal 100 tekens lang zijn."]);
    expect(long.error?.message).toEqual(["Bericht mag maximaal 5000 tekens lang zijn."]);
    const bad = parseForm(form({ ...input, category: "reclame" }), contactSchema).reply();
    expect(bad.error?.category).toEqual(["Kies een categorie uit de lijst."]);
    const noCategory = parseForm(form({ name: "A", email: "a@b.be", subject: "S", message: "M" }), contactSchema);
    expect(noCategory.status === "success" && noCategory.value.category).toBe("algemeen");
  });

  it("answers invalid input with 400 and stores nothing", async () => {
    const res = await post({ name: "", email: "x", subject: "", message: "" }, "10.0.0.1");
    expect(res.status).toBe(400);
    expect(res.data.status).toBe("invalid");
    expect(res.data.reply?.error?.name).toEqual(["Naam is verplicht."]);
    expect(await listContactBerichten()).toHaveLength(0);
  });

  it("gives a filled honeypot the usual success, but stores and sends nothing", async () => {
    const res = await post({ ...input, website: "http://spam.example" }, "10.0.0.2");
    expect(res.data.status).toBe("sent");
    expect(await listContactBerichten()).toHaveLength(0);
  });

  it("stores a valid message and limits each address to 5 per 10 minutes (429)", async () => {
    delete process.env.SMTP_URL;
    for (let i = 0; i < 5; i++) {
      const res = await post({ ...input, website: "" }, "10.0.0.3");
      expect(res.data.status).toBe("sent");
    }
    const blocked = await post({ ...input }, "10.0.0.3");
    expect(blocked.status).toBe(429);
    expect(blocked.data.status).toBe("too-many");
    expect(await listContactBerichten()).toHaveLength(5);
    // Another address is not affected.
    expect((await post({ ...input }, "10.0.0.4")).data.status).toBe("sent");
  });
});
