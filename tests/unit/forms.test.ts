import { describe, expect, test } from "vitest";
import { accountInput, newPasswordInput } from "~/domains/auth/validation";
import { instellingenInput, tekstenFormulierInput } from "~/domains/instellingen/validation";
import { leidingCreateInput } from "~/domains/leiding/validation";
import { startsetInput } from "~/domains/takken/validation";
import { formDataOf, refusedFields } from "~/lib/admin-form.server";
import { activiteitFormulier, KAMP_VAK, PRIJS_NEGATIEF } from "~/domains/activiteiten/validation";
import { messagesOf, nestedReply, parseDottedForm, parseForm, refusal, replyError, replyOf, replyText } from "~/lib/forms";

// The admin forms' side of decision 0049: a read body parsed with its schema through Conform, and the reply a
// refused post answers, each message under the name of the form's own field.

describe("an admin form's post parsed with its schema", () => {
  test("a read body is the form again: a list's values one by one, nothing for an absent field", () => {
    const form = formDataOf({ naam: "Akela", takken: ["1", "3"], leeg: null, weg: undefined });
    expect(form.getAll("takken")).toEqual(["1", "3"]);
    expect(form.get("naam")).toBe("Akela");
    expect(form.has("leeg")).toBe(false);
    expect(form.has("weg")).toBe(false);
  });

  test("the schema reads what the route adds (a photo came), and refuses with each field's Dutch message", () => {
    const zonderFoto = parseForm(formDataOf({ name: "", tel: "0470", functie: "1" }), leidingCreateInput, { with: { image: false } });
    expect(zonderFoto.status).toBe("error");
    const reply = replyOf(zonderFoto as Parameters<typeof replyOf>[0]);
    expect(replyError(reply, "name")).toBe("Naam is verplicht");
    expect(replyError(reply, "image")).toBe("Foto is verplicht");
    expect(replyText(reply, "tel")).toBe("0470");
    const metFoto = parseForm(formDataOf({ name: "Baloe", tel: "0470", functie: "1" }), leidingCreateInput, { with: { image: true } });
    expect(metFoto.status).toBe("success");
  });

  test("an issue of one value of a list is the list's, under the name the checkboxes share", () => {
    const submission = parseForm(formDataOf({ naam: "Baloe", email: "baloe@example.be", rol: "takleiding", takken: ["2", "x"] }), accountInput);
    expect(submission.status).toBe("error");
    const reply = replyOf(submission as Parameters<typeof replyOf>[0]);
    expect(Object.keys(reply.error ?? {})).toEqual(["takken"]);
    expect(reply.initialValue).toMatchObject({ takken: ["2", "x"], naam: "Baloe" });
  });

  test("a refusal found later has the same shape: the field's message and what was typed, files left out", () => {
    const reply = refusal({ email: "Dit e-mailadres heeft al een account." }, { email: "akela@example.be", foto: new Blob(["x"]) });
    expect(reply).toEqual({ status: "error", initialValue: { email: "akela@example.be" }, error: { email: ["Dit e-mailadres heeft al een account."] } });
  });
});

describe("a form that names its nested fields with dots (the Instellingen panels)", () => {
  const now = Date.UTC(2026, 5, 1);
  const teksten: Record<string, string> = {
    "over.lidWorden": "Welkom.",
    "over.lokaal.titel": "Ons lokaal",
    "over.lokaal.tekst": "Te huur.",
    "geschiedenis.intro": "Sinds 1930.",
    "kamp.steun": "Vraag naar korting.",
    voettekst: "Spel en avontuur",
  };
  for (const i of [0, 1, 2]) Object.assign(teksten, { [`over.waarden.${i}.titel`]: `Waarde ${i}`, [`over.waarden.${i}.tekst`]: `Uitleg ${i}` });

  test("a row's number makes a list: the rows reach the schema in their order, an emptied row and a gap are no moment", () => {
    const form = formDataOf({
      ...teksten,
      "momenten.0.jaar": "2019",
      "momenten.0.tekst": "Nieuwe lokalen",
      "momenten.1.jaar": "",
      "momenten.1.tekst": "",
      "momenten.3.jaar": "1930",
      "momenten.3.titel": "Stichting",
      "momenten.3.tekst": "De eerste vergadering.",
    });
    const submission = parseDottedForm(form, tekstenFormulierInput(now));
    expect(submission.status).toBe("success");
    const value = submission.status === "success" ? submission.value : null;
    expect(value?.over.waarden.map((w) => w.titel)).toEqual(["Waarde 0", "Waarde 1", "Waarde 2"]);
    expect(value?.momenten).toEqual([
      { jaar: 2019, tekst: "Nieuwe lokalen" },
      { jaar: 1930, titel: "Stichting", tekst: "De eerste vergadering." },
    ]);
    // No row at all (each removed with JavaScript): no moment, not a refusal.
    const zonder = parseDottedForm(formDataOf(teksten), tekstenFormulierInput(now));
    expect(zonder.status === "success" && zonder.value.momenten).toEqual([]);
  });

  test("a hand-made row number in the thousands is no row: the list stays as long as the form's rows", () => {
    const submission = parseDottedForm(formDataOf({ ...teksten, "momenten.0.jaar": "2019", "momenten.0.tekst": "Goed", "momenten.99999999.jaar": "1930" }), tekstenFormulierInput(now));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.momenten).toEqual([{ jaar: 2019, tekst: "Goed" }]);
  });

  test("each message comes back under the name the form gave its field, the rows' numbers as sent", () => {
    const form = formDataOf({ ...teksten, "over.waarden.1.titel": " ", voettekst: "", "momenten.0.jaar": "2019", "momenten.0.tekst": "Goed", "momenten.2.jaar": "19x6", "momenten.2.tekst": "Fout" });
    const submission = parseDottedForm(form, tekstenFormulierInput(now));
    expect(submission.status).toBe("error");
    expect(messagesOf(submission, "dotted")).toEqual({
      "over.waarden.1.titel": "Titel van de waarde is verplicht",
      voettekst: "Regel in de voettekst is verplicht",
      "momenten.2.jaar": "Jaar: vul een jaartal in",
    });

    const groep = parseDottedForm(formDataOf({ naam: "", "adres.postcode": "9000!", "kaart.lat": "51,04", "kaart.lon": "" }), instellingenInput(now));
    expect(messagesOf(groep, "dotted")).toEqual({
      naam: "Naam is verplicht",
      "adres.postcode": "Postcode: gebruik cijfers en letters",
      "kaart.lon": "Lengtegraad: vul een getal in, bijvoorbeeld 51.04",
    });
  });

  test("the same parse names a list's issue by its list when the form names it so (the default)", () => {
    const submission = parseForm(formDataOf({ set: "", namen: ["Kapoenen", "x".repeat(61)] }), startsetInput);
    expect(messagesOf(submission)).toEqual({ set: "Kies een beweging", namen: expect.any(String) });
  });

  test("a form that holds a password answers its fields' messages without what was typed", async () => {
    const submission = parseForm(formDataOf({ wachtwoord: "kort" }), newPasswordInput);
    const answer = refusedFields(submission, {});
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ error: "", reply: { status: "error", initialValue: {}, error: { herhaal: ["Herhaal het wachtwoord"] } } });
  });
});

describe("the activity's form: the box 'Kamp' and the camp's fields, one nested value to Conform", () => {
  const activiteit = { titel: "Pionierskamp", takken: "pioniers", start: "2027-07-21T09:30", einde: "2027-07-30T16:00" };

  test("a ticked box reads the camp's fields into the API's names; a refused one is named as the form names it", () => {
    const form = formDataOf({ ...activiteit, [KAMP_VAK]: "on", "kamp.prijs": "-1", "kamp.vertrek.plaats": "Station" });
    const refused = parseForm(form, activiteitFormulier);
    expect(refused.status).toBe("error");
    const reply = replyOf(refused as Parameters<typeof replyOf>[0]);
    expect(reply.error).toEqual({ "kamp.prijs": [PRIJS_NEGATIEF] });
    // What was typed stays nested, as Conform's fields read it back (`kamp.vertrek.plaats`).
    expect(reply.initialValue).toMatchObject({ [KAMP_VAK]: "on", kamp: { prijs: "-1", vertrek: { plaats: "Station" } } });

    const saved = parseForm(formDataOf({ ...activiteit, [KAMP_VAK]: "on", "kamp.prijs": "185,50", "kamp.vertrek.plaats": "Station" }), activiteitFormulier);
    expect(saved.status === "success" && saved.value.kamp).toMatchObject({ prijsCent: 18550, vertrekPlaats: "Station" });
  });

  test("an unticked box leaves the (hidden) camp's fields unread", () => {
    const saved = parseForm(formDataOf({ ...activiteit, "kamp.prijs": "-1" }), activiteitFormulier);
    expect(saved.status === "success" && saved.value.kamp).toBeNull();
  });

  test("a draft kept with the browser's flat names is nested for the form; a reply without dotted names stays as it is", () => {
    const draft = refusal({}, { titel: "Kamp", [KAMP_VAK]: "on", "kamp.prijs": "150", "kamp.vertrek.plaats": "Lokaal", takken: ["welpen", "pioniers"] });
    expect(nestedReply(draft)?.initialValue).toEqual({ titel: "Kamp", [KAMP_VAK]: "on", kamp: { prijs: "150", vertrek: { plaats: "Lokaal" } }, takken: ["welpen", "pioniers"] });
    const plain = refusal({}, { titel: "Vergadering" });
    expect(nestedReply(plain)).toBe(plain);
  });
});
