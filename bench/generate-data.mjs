// A full database for the bench and for the page-size test: the group after some years of use. Tops an existing
// (migrated) database up to 2,000 activities over five scouting years (four past, the current one), 300 leaders over
// ten scouting years (about sixty a year, as a real group has) and 100 history periods with their texts.
//
//   node bench/generate-data.mjs <data dir>     (the server must have started once on it, and be stopped)
//
// Deterministic (a seeded generator), so two runs give the same rows. Plain SQL on the migrated schema: the bench
// runs it without the app's build.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { TZDateMini } from "@date-fns/tz/date/mini";

export const FULL = { activiteiten: 2000, leiding: 300, periodes: 100 };

const DAY_MS = 24 * 60 * 60 * 1000;
const AGE_TAKKEN = [1, 2, 3, 4, 5, 6];
const TAKLEIDING = "Takleiding";

/** Mulberry32: a small seeded generator, enough to spread test data. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** A Brussels wall-clock time as an instant. */
function brussels(year, month, day, hour, minute = 0) {
  return new TZDateMini(year, month - 1, day, hour, minute, "Europe/Brussels").getTime();
}

function brusselsParts(ms) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
  const [year, month, day] = parts.split("-").map(Number);
  return { year, month, day };
}

const TITELS = [
  "Vergadering",
  "Bosspel",
  "Stadsspel",
  "Zwemnamiddag",
  "Kampvuur",
  "Dropping",
  "Sneukeltocht",
  "Knopen en sjorren",
  "Kookvergadering",
  "Fietstocht",
  "Sportnamiddag",
  "Quiz",
  "Schattenjacht",
  "Filmavond",
  "Hike",
  "Pionieren",
  "Dorpsspel",
  "Levend gezelschapsspel",
];
const EVENTS = ["Weekend", "Overgangsweekend", "Spaghettiavond", "Groepsfeest", "Openingsdag", "Kerstfeest", "Wafelverkoop", "Dag van de Jeugdbeweging"];
const PLAATSEN = ["Lokaal", "Het bos achter het lokaal", "Sporthal Demostad", "Zwembad De Plons", "Kerkplein", "Station Demostad", "Jeugdverblijf De Heide", "Speelplein Zonneveld"];
const MEEBRENGEN = ["Fiets en helm", "Zwemgerief", "Stevige schoenen", "Regenjas en laarzen", "Lunchpakket", "Slaapzak en matje", "Uniform en das", "2 euro"];
const ZINNEN = [
  "We verzamelen aan het lokaal en vertrekken samen.",
  "Trek kleren aan die vuil mogen worden: we gaan het bos in.",
  "Vergeet je drinkbus niet, het wordt een warme dag.",
  "Ouders zijn welkom om af te halen aan het lokaal.",
  "Wie niet kan komen, laat het even weten aan de leiding.",
  "Na afloop drinken we samen nog iets in de scoutskelder.",
  "Bij slecht weer spelen we binnen verder.",
  "We leren knopen, sjorren en een tent opzetten.",
  "Het spel eindigt met een groot kampvuur en een verhaal.",
  "De oudste leden helpen de jongsten op weg.",
  "Een dagje vol avontuur, spel en samen plezier maken.",
  "We nemen de trein, dus wees op tijd aan het station.",
];
const VOORNAMEN = ["Lotte", "Arne", "Fien", "Wout", "Noor", "Seppe", "Lies", "Jasper", "Ruth", "Mathias", "Elise", "Kobe", "Marie", "Jonas", "Hanne", "Tibo", "Sara", "Bram", "Julie", "Robbe", "Ellen", "Stijn", "Lore", "Pieter", "Anke", "Lukas", "Nina", "Milan", "Eva", "Ward"];
const FAMILIENAMEN = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois", "Lambrechts", "Dewulf", "Hermans", "Aerts", "Verstraete", "Michiels", "Van Damme", "Pauwels", "Segers"];

const BIJNAMEN = ["dappere", "slimme", "snelle", "stille", "trouwe", "vrolijke", "wijze", "sterke", "zachte", "wilde"];
const DIEREN = ["vossen", "bevers", "wolven", "uilen", "herten", "dassen", "reigers", "eekhoorns", "valken", "egels"];

function tekst(rng, min, max) {
  const out = [];
  const length = rng.int(min, max);
  while (out.join(" ").length < length) out.push(rng.pick(ZINNEN));
  return out.join(" ");
}

/** The scouting year an instant falls in, as its starting calendar year. */
function scoutsjaarVan(ms) {
  const { year, month } = brusselsParts(ms);
  return month >= 9 ? year : year - 1;
}

async function count(db, table) {
  const result = await db.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0].n);
}

// A group starts without takken (issue 47); the generated content belongs to the specification's six age takken.
const SPEC_AGE_TAKKEN = [
  [1, "Kapoenen", "kapoenen", "6-8", "#DCEF07"],
  [2, "Welpen", "welpen", "8-10", "#4EBDB6"],
  [3, "Pioniers", "pioniers", "10-12", "#296B07"],
  [4, "Jongverkenners", "jongverkenners", "12-14", "#FB8B05"],
  [5, "Verkenners", "verkenners", "14-17", "#0D29D3"],
  [6, "Jin", "jin", "17-18", "#B1031C"],
];

async function ensureAgeTakken(db) {
  await db.batch(
    SPEC_AGE_TAKKEN.map(([id, name, slug, leeftijd, color]) => ({
      sql: "INSERT OR IGNORE INTO tak (id, name, slug, soort, volgorde, logo, leeftijd, color) VALUES (?, ?, ?, 'leeftijd', ?, ?, ?, ?)",
      args: [id, name, slug, id, slug, leeftijd, color],
    })),
    "write",
  );
}

/**
 * Tops the database in `dataDir` up to `targets` (rows already there count). Returns how many rows of each it added.
 */
export async function generateFullDatabase(dataDir, { now = Date.now(), seed = 24, targets = FULL } = {}) {
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
  const rng = random(seed);
  const huidig = scoutsjaarVan(now);
  const added = { activiteiten: 0, leiding: 0, periodes: 0 };
  try {
    await ensureAgeTakken(db);
    const takken = (await db.execute("SELECT id, name FROM tak")).rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
    const takleiding = takken.find((t) => t.name === TAKLEIDING)?.id;
    const statements = [];

    // Activities: the Saturday meetings of the six age takken, weekends, whole-group events and camps, from 1 September
    // four years ago to the end of the current scouting year.
    // Calendar days as UTC midnights: their date parts are the Brussels date.
    const firstDay = Date.UTC(huidig - 4, 8, 1);
    const firstSaturday = firstDay + ((6 - new Date(firstDay).getUTCDay() + 7) % 7) * DAY_MS;
    const weeks = Math.floor((Date.UTC(huidig + 1, 7, 31) - firstSaturday) / (7 * DAY_MS)) + 1;
    const dag = (utcMidnight) => {
      const d = new Date(utcMidnight);
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    };
    added.activiteiten = Math.max(0, targets.activiteiten - (await count(db, "activiteit")));
    let nextId = Number((await db.execute("SELECT coalesce(max(id), 0) AS m FROM activiteit")).rows[0].m) + 1;
    for (let i = 0; i < added.activiteiten; i++) {
      const saturdayMs = firstSaturday + rng.int(0, weeks - 1) * 7 * DAY_MS;
      const saturday = dag(saturdayMs);
      const kind = rng.next();
      let start;
      let einde;
      let titel;
      let takIds;
      let heleGroep = false;
      if (kind < 0.8) {
        start = brussels(saturday.year, saturday.month, saturday.day, 14);
        einde = brussels(saturday.year, saturday.month, saturday.day, 17);
        titel = rng.pick(TITELS);
        takIds = [rng.pick(AGE_TAKKEN)];
      } else if (kind < 0.9) {
        const friday = dag(saturdayMs - DAY_MS);
        const sunday = dag(saturdayMs + DAY_MS);
        start = brussels(friday.year, friday.month, friday.day, 19);
        einde = brussels(sunday.year, sunday.month, sunday.day, 11);
        titel = rng.pick(EVENTS.slice(0, 2));
        takIds = [rng.pick(AGE_TAKKEN)];
      } else if (kind < 0.97) {
        start = brussels(saturday.year, saturday.month, saturday.day, rng.pick([10, 14, 18]));
        einde = start + rng.int(2, 5) * 60 * 60 * 1000;
        titel = rng.pick(EVENTS);
        heleGroep = rng.chance(0.6);
        takIds = heleGroep ? [] : [...new Set([rng.pick(AGE_TAKKEN), rng.pick(AGE_TAKKEN)])];
      } else {
        // A summer camp of ten days.
        const year = (saturday.month >= 9 ? saturday.year : saturday.year - 1) + 1;
        start = brussels(year, 7, rng.int(1, 20), 10);
        einde = start + 10 * DAY_MS;
        titel = "Kamp";
        takIds = [rng.pick(AGE_TAKKEN)];
      }
      const afgelast = rng.chance(0.03);
      statements.push({
        sql: `INSERT INTO activiteit (id, titel, hele_groep, start, einde, plaats, beschrijving, meebrengen, nieuws, afgelast, reden, sequence, created_at, updated_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        args: [
          nextId,
          titel,
          heleGroep ? 1 : 0,
          start,
          einde,
          rng.pick(PLAATSEN),
          tekst(rng, 120, 900),
          rng.chance(0.5) ? rng.pick(MEEBRENGEN) : null,
          rng.chance(0.15) ? 1 : 0,
          afgelast ? 1 : 0,
          afgelast ? "Te weinig inschrijvingen" : null,
          now,
          now,
        ],
      });
      for (const takId of takIds) statements.push({ sql: "INSERT INTO activiteit_tak (activiteit_id, tak_id) VALUES (?, ?)", args: [nextId, takId] });
      nextId++;
    }

    // Leaders: about sixty a year over ten scouting years, each for one to three years, some as Takleiding.
    added.leiding = Math.max(0, targets.leiding - (await count(db, "leiding")));
    let nextLeider = Number((await db.execute("SELECT coalesce(max(id), 0) AS m FROM leiding")).rows[0].m) + 1;
    const jaren = new Set();
    for (let i = 0; i < added.leiding; i++) {
      const laatste = huidig - rng.int(0, 9);
      const eerste = Math.max(huidig - 9, laatste - rng.int(0, 2));
      const name = `${rng.pick(VOORNAMEN)} ${rng.pick(FAMILIENAMEN)} ${i + 1}`;
      statements.push({
        sql: "INSERT INTO leiding (id, name, tel, imagename, toon_foto, toon_telefoon, created_at, updated_at) VALUES (?, ?, ?, NULL, 1, 1, ?, ?)",
        args: [nextLeider, name, `0470 ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, now, now],
      });
      const tak = rng.pick(AGE_TAKKEN);
      for (let jaar = eerste; jaar <= laatste; jaar++) {
        jaren.add(jaar);
        statements.push({ sql: "INSERT INTO leiding_tak (leiding_id, tak_id, beginjaar) VALUES (?, ?, ?)", args: [nextLeider, tak, jaar] });
        if (takleiding !== undefined && rng.chance(0.15)) {
          statements.push({ sql: "INSERT INTO leiding_tak (leiding_id, tak_id, beginjaar) VALUES (?, ?, ?)", args: [nextLeider, takleiding, jaar] });
        }
      }
      nextLeider++;
    }
    // Every past year was revealed on its 1 September; the current one has been since its start.
    for (const jaar of jaren) {
      statements.push({
        sql: "INSERT INTO scoutsjaar (beginjaar, bekendmaking, created_at, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
        args: [jaar, Math.min(brussels(jaar, 9, 1, 0), now), now, now],
      });
    }

    // History periods: one per scouting year from the founding on, with one to three texts, badges borrowed from the
    // periods already there.
    added.periodes = Math.max(0, targets.periodes - (await count(db, "geschiedenis")));
    const badges = (await db.execute("SELECT kenteken FROM geschiedenis WHERE kenteken IS NOT NULL")).rows.map((r) => String(r.kenteken));
    for (let i = 0; i < added.periodes; i++) {
      const begin = 1956 + (i % 70);
      // A period's id is the slug of its title (letters only): two word lists make a hundred distinct titles.
      const titel = `Jaar van de ${BIJNAMEN[i % 10]} ${DIEREN[Math.floor(i / 10) % 10]}`;
      const id = titel.toLowerCase().replace(/ /g, "-");
      statements.push({
        sql: `INSERT INTO geschiedenis (id, titel, beginjaar, eindjaar, aalmoezenier, groepsleiding, jaarleuze, kamp, kenteken, dokter, tandarts, notities, created_at, updated_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?)`,
        args: [
          id,
          titel,
          begin,
          begin + 1,
          `E.H. ${rng.pick(FAMILIENAMEN)}`,
          `${rng.pick(VOORNAMEN)} ${rng.pick(FAMILIENAMEN)}`,
          rng.chance(0.5) ? "Samen sterk" : null,
          rng.pick(PLAATSEN),
          badges.length ? rng.pick(badges) : null,
          now,
          now,
        ],
      });
      const texts = rng.int(1, 3);
      for (let position = 0; position < texts; position++) {
        statements.push({
          sql: "INSERT INTO geschiedenis_artikel (geschiedenis_id, titel, artikel, position) VALUES (?, ?, ?, ?)",
          args: [id, rng.chance(0.5) ? `Hoofdstuk ${position + 1}` : null, tekst(rng, 300, 1500), position],
        });
      }
    }
    await db.batch(statements, "write");
    return added;
  } finally {
    db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("Gebruik: node bench/generate-data.mjs <data dir>");
    process.exit(1);
  }
  const added = await generateFullDatabase(path.resolve(dir));
  console.log(`Toegevoegd: ${added.activiteiten} activiteiten, ${added.leiding} leiding, ${added.periodes} periodes`);
}
