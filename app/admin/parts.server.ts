import type { AdminSectionId } from "./parts";
import { accountsSectie } from "~/admin/accounts/accounts.server";
import { activiteitenSectie } from "~/admin/activiteiten/activiteiten.server";
import { berichtenSectie } from "~/admin/berichten/berichten.server";
import { boekjesSectie } from "~/admin/boekjes/boekjes.server";
import { fotosSectie } from "~/admin/fotos/fotos.server";
import { gegevensSectie } from "~/admin/gegevens/gegevens.server";
import { geschiedenisSectie } from "~/admin/geschiedenis/geschiedenis.server";
import { instellingenSectie } from "~/admin/instellingen/instellingen.server";
import { leidingSectie } from "~/admin/leiding/leiding.server";
import { logboekSectie } from "~/admin/logboek/logboek.server";
import { meldingenSectie } from "~/admin/meldingen/meldingen.server";
import { nieuwsbriefSectie } from "~/admin/nieuwsbrief/nieuwsbrief.server";
import { weekSectie } from "~/admin/week/week.server";
import type { AdminSectionServer, SectionActionArgs, SectionAnswer } from "./part.server";

/** Each part's server module, by its id in ADMIN_SECTIONS (parts.ts explains the pattern). */
export const SECTION_SERVERS = {
  week: weekSectie,
  leiding: leidingSectie,
  activiteiten: activiteitenSectie,
  geschiedenis: geschiedenisSectie,
  boekjes: boekjesSectie,
  fotos: fotosSectie,
  berichten: berichtenSectie,
  meldingen: meldingenSectie,
  nieuwsbrief: nieuwsbriefSectie,
  accounts: accountsSectie,
  logboek: logboekSectie,
  gegevens: gegevensSectie,
  instellingen: instellingenSectie,
} satisfies Record<AdminSectionId, AdminSectionServer<object>>;

/** What a section's loader gives its view. */
export type SectionData<Id extends AdminSectionId> = Awaited<ReturnType<(typeof SECTION_SERVERS)[Id]["load"]>>;

type SectionAction = (args: SectionActionArgs) => Promise<SectionAnswer>;

/** Every intent of the panel, to the section that handles it; two sections claiming one intent is a start-up error. */
export const SECTION_ACTIONS: ReadonlyMap<string, SectionAction> = (() => {
  const actions = new Map<string, SectionAction>();
  for (const [sectie, section] of Object.entries(SECTION_SERVERS)) {
    for (const [intent, action] of Object.entries<SectionAction>(section.actions)) {
      if (actions.has(intent)) throw new Error(`Admin: intent ${intent} van sectie ${sectie} bestaat al`);
      actions.set(intent, action);
    }
  }
  return actions;
})();
