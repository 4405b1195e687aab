import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { eindeVoorstel, gebruikelijkeDuur, OP_DE_KAART, plaatsDelen, plaatsZonderLinks } from "~/domains/activiteiten/rules";
import { alAfgemeld } from "~/domains/afmeldingen/rules";
import { naamSleutel } from "~/lib/text";
import { meldingKop, meldingRegel, ONDERWERP_MAX, type Stand } from "~/domains/meldingen/rules";
import { isSleutel } from "~/domains/verzendingen/rules";
import { ANTWOORD_BINNEN_MS, GEEN_ANTWOORD, guardServerAction, keepDataWhenOffline, SERVER_FOUT, SESSIE_VERLOPEN, VERBINDING_MISLUKT } from "~/components/admin/client-action";
import { brusselsInstant } from "~/lib/dates";

// Issue 52's pure rules: a link in 'Plaats', the usual length of an activity, one child once, a change's subject, a
// create's key, and what an admin post that fails on the way becomes.

describe("'Plaats'", () => {
  test("an http(s) link becomes a link, the map's named as such; the text around it stays", () => {
    const kaart = "https://www.google.com/maps/place/Scoutslokaal/@51.05,3.71,17z";
    expect(plaatsDelen(kaart)).toEqual([{ url: kaart, label: OP_DE_KAART }]);
    expect(plaatsDelen(`Het lokaal (${kaart}).`)).toEqual([{ tekst: "Het lokaal (" }, { url: kaart, label: OP_DE_KAART }, { tekst: ")." }]);
    expect(plaatsDelen("Route: https://www.scoutsdemostad.be/route")).toEqual([{ tekst: "Route: " }, { url: "https://www.scoutsdemostad.be/route", label: "scoutsdemostad.be" }]);
    expect(plaatsDelen("https://maps.app.goo.gl/abc123")[0]).toMatchObject({ label: OP_DE_KAART });
  });

  test("nothing else becomes a link: other schemes, text that only looks like one", () => {
    for (const plaats of ["javascript:alert(1)", "Het lokaal, Kerkstraat 1", "ftp://example.be/x", "http://", "<a href=x>lokaal</a>"]) {
      expect(plaatsDelen(plaats).every((deel) => "tekst" in deel), plaats).toBe(true);
      expect(plaatsDelen(plaats).map((deel) => ("tekst" in deel ? deel.tekst : "")).join("")).toBe(plaats);
    }
  });

  test("without its links, where a link cannot be (a title, a card that is a link)", () => {
    expect(plaatsZonderLinks("https://goo.gl/maps/x")).toBeNull();
    expect(plaatsZonderLinks("Het lokaal, https://goo.gl/maps/x")).toBe("Het lokaal");
    expect(plaatsZonderLinks("Het bos")).toBe("Het bos");
    expect(plaatsZonderLinks(null)).toBeNull();
  });
});

describe("'Einde' proposed from 'Begin'", () => {
  test("the tak's usual length: the median of activities that end the same day, by the quarter hour", () => {
    expect(gebruikelijkeDuur([180, 180, 150])).toBe(180);
    expect(gebruikelijkeDuur([120, 150])).toBe(135);
    // A camp (days) or a typo (5 minutes) says nothing; one activity is not a habit.
    expect(gebruikelijkeDuur([180, 60 * 24 * 9, 5])).toBeNull();
    expect(gebruikelijkeDuur([])).toBeNull();
  });

  test("as the field's wall-clock value, over midnight and a month too", () => {
    expect(eindeVoorstel("2026-12-05T14:00", 180)).toBe("2026-12-05T17:00");
    expect(eindeVoorstel("2026-12-31T22:30", 120)).toBe("2027-01-01T00:30");
    expect(eindeVoorstel("", 180)).toBeNull();
  });
});

describe("one child once", () => {
  test("a name as absences compare it", () => {
    expect(naamSleutel(" Lotte  Peeters ")).toBe(naamSleutel("lotte peeters"));
    expect(naamSleutel("Zoë")).toBe(naamSleutel("Zoe"));
    expect(naamSleutel("Lotte")).not.toBe(naamSleutel("Lotte P."));
    expect(alAfgemeld("Lotte", "Bosspel", "zaterdag 06/12")).toBe("Lotte was al afgemeld voor Bosspel op zaterdag 06/12.");
  });
});

describe("a change's subject", () => {
  const voor: Stand = {
    titel: "Bosspel",
    start: brusselsInstant("2026-12-05", "14:00"),
    einde: brusselsInstant("2026-12-05", "17:00"),
    plaats: "Het lokaal",
    afgelast: false,
    reden: null,
    heleGroep: false,
    takIds: [2],
    meebrengen: "Regenjas",
  };
  const uur = { start: brusselsInstant("2026-12-05", "13:00"), einde: brusselsInstant("2026-12-05", "16:00") };

  test("names everything that changed, in the order a parent needs it", () => {
    expect(meldingKop("nieuw-uur", voor, { ...voor, ...uur })).toBe("Nieuw uur");
    expect(meldingKop("nieuw-uur", voor, { ...voor, ...uur, plaats: "Het bos" })).toBe("Nieuw uur en nieuwe plaats");
    expect(meldingKop("nieuwe-datum", voor, { ...voor, start: voor.start + 864e5, einde: voor.einde! + 864e5 })).toBe("Nieuwe datum");
    expect(meldingKop("nieuwe-datum", voor, { ...voor, start: uur.start + 864e5, einde: uur.einde + 864e5, plaats: "Het bos", meebrengen: "Zwemgerief" })).toBe(
      "Nieuwe datum, nieuw uur, nieuwe plaats en mee te nemen gewijzigd",
    );
    // A cancellation says only that: the rest does not matter then.
    expect(meldingKop("afgelast", voor, { ...voor, ...uur, afgelast: true })).toBe("Afgelast");
    // What was noted before issue 52 has no 'Mee te nemen': not compared.
    const { meebrengen: _weg, ...oud } = voor;
    expect(meldingKop("nieuw-uur", oud, { ...voor, ...uur })).toBe("Nieuw uur");
  });

  test("with the new place in words, and within a phone's preview", () => {
    expect(meldingRegel("nieuw-uur", { ...voor, ...uur, plaats: "Het bos" }, voor)).toBe("Nieuw uur en nieuwe plaats: Bosspel (za 05/12, 13:00-16:00, Het bos)");
    expect(meldingRegel("nieuw-uur", { ...voor, ...uur }, voor)).toBe("Nieuw uur: Bosspel (za 05/12, 13:00-16:00)");
    const lang = { ...voor, titel: "Een heel lange titel ".repeat(6).trim(), reden: "Stormweer ".repeat(20).trim(), afgelast: true };
    const afgelast = meldingRegel("afgelast", lang, voor);
    expect(afgelast.startsWith("Afgelast: Een heel lange")).toBe(true);
    expect(afgelast).toContain("(za 05/12, 14:00-17:00) - reden: Stormweer");
    expect(afgelast.length).toBeLessThanOrEqual(ONDERWERP_MAX);
  });
});

describe("a create's key", () => {
  test("8 to 255 visible ASCII characters", () => {
    expect(isSleutel(crypto.randomUUID())).toBe(true);
    expect(isSleutel("kort")).toBe(false);
    expect(isSleutel("met spatie erin")).toBe(false);
    expect(isSleutel("x".repeat(256))).toBe(false);
  });
});

describe("an admin post that fails on the way", () => {
  const post = () => new Request("http://127.0.0.1/admin/activiteit/add", { method: "POST", body: new URLSearchParams({ titel: "Bosspel" }) });
  const failed = (error: string) => ({ error });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("no connection, a crash, an ended session: an outcome that keeps the page, not the error page or the login", async () => {
    const offline = await guardServerAction(post(), () => Promise.reject(new TypeError("Failed to fetch")), failed);
    expect(offline).toEqual({ error: VERBINDING_MISLUKT, onderweg: "verbinding" });
    expect(keepDataWhenOffline({ actionResult: offline, defaultShouldRevalidate: true })).toBe(false);
    const crash = await guardServerAction(post(), () => Promise.reject(new Error("500")), failed);
    expect(crash).toEqual({ error: SERVER_FOUT, onderweg: "server" });
    const login = new Response(null, { status: 302, headers: { Location: "/admin?next=%2Fadmin%2Factiviteit%2Fadd&sessie=verlopen" } });
    expect(await guardServerAction(post(), () => Promise.reject(login), failed)).toEqual({ error: SESSIE_VERLOPEN, onderweg: "sessie" });
    // A save's own redirect is React Router's to follow.
    const saved = new Response(null, { status: 302, headers: { Location: "/admin?sectie=activiteiten&melding=activiteit-toegevoegd" } });
    await expect(guardServerAction(post(), () => Promise.reject(saved), failed)).rejects.toBe(saved);
    // A logout, or 'Overal afmelden', leads to the login rightly.
    const uitgelogd = new Response(null, { status: 302, headers: { Location: "/admin" } });
    await expect(guardServerAction(post(), () => Promise.reject(uitgelogd), failed)).rejects.toBe(uitgelogd);
    expect(keepDataWhenOffline({ actionResult: { ok: true }, defaultShouldRevalidate: true })).toBe(true);
  });

  test("no answer in time: the form comes back (a retry carries the same key)", async () => {
    const waiting = guardServerAction(post(), () => new Promise<never>(() => {}), failed);
    await vi.advanceTimersByTimeAsync(ANTWOORD_BINNEN_MS + 1);
    expect(await waiting).toEqual({ error: GEEN_ANTWOORD, onderweg: "tijd" });
  });
});
