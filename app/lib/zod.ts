import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may, and probes for that the first time a schema is
// built; under our CSP (no 'unsafe-eval') the probe is a CSP violation in every browser that loads a schema.
// Every schema imports z from here, so this runs before any of them is built. The speed-up is irrelevant for
// forms this small.
z.config({ jitless: true });

export { z };
