import CheckCircle2 from "lucide-react/icons/check-circle-2";
import LinkIcon from "lucide-react/icons/link";
import MailCheck from "lucide-react/icons/mail-check";
import MailMinus from "lucide-react/icons/mail-minus";
import SearchX from "lucide-react/icons/search-x";
import { type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MessagePage } from "~/components/ui/MessagePage";
import { useSite } from "~/domains/instellingen/use-site";

// The pages behind the newsletter mails' two links. Opening a link only shows a button: mail scanners open links to
// check them, and that must change nothing. The button's POST confirms or unsubscribes.

export type NieuwsbriefLink = "bevestigen" | "uitschrijven";

interface Screen {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

const address = (email: string) => <strong className="break-all text-ink">{email}</strong>;

// `naam`: the group's name, from its settings.
const SCREENS: Record<NieuwsbriefLink, { ask: (email: string, naam: string) => Screen & { button: string }; done: (email: string, naam: string) => Screen; gone: Screen }> = {
  bevestigen: {
    ask: (email, naam) => ({
      icon: MailCheck,
      title: "Bevestig je inschrijving",
      button: "Inschrijving bevestigen",
      children: <p>Bevestig dat {address(email)} de nieuwsbrief van {naam} wil ontvangen.</p>,
    }),
    done: (email, naam) => ({
      icon: CheckCircle2,
      title: "Je inschrijving is bevestigd",
      children: (
        <>
          <p>
            Vanaf nu krijgt {address(email)} de nieuwsbrief van {naam}. Uitschrijven kan altijd via de link onderaan elke mail.
          </p>
          <Link to="/" className="btn-primary">Naar de startpagina</Link>
        </>
      ),
    }),
    gone: {
      icon: LinkIcon,
      title: "Deze link werkt niet (meer)",
      children: (
        <p>
          De bevestigingslink is al gebruikt of verlopen (hij werkt 7 dagen). Schrijf je opnieuw in onderaan deze pagina om een nieuwe
          link te krijgen.
        </p>
      ),
    },
  },
  uitschrijven: {
    ask: (email, naam) => ({
      icon: MailMinus,
      title: "Uitschrijven uit de nieuwsbrief",
      button: "Uitschrijven",
      children: <p>Wil je {address(email)} uitschrijven voor de nieuwsbrief van {naam}?</p>,
    }),
    done: (email, naam) => ({
      icon: CheckCircle2,
      title: "Je bent uitgeschreven",
      children: (
        <>
          <p>{address(email)} krijgt geen nieuwsbrief meer van {naam}.</p>
          <Link to="/" className="btn-primary">Naar de startpagina</Link>
        </>
      ),
    }),
    gone: {
      icon: SearchX,
      title: "Dit adres staat niet (meer) op de lijst",
      children: (
        <>
          <p>Misschien ben je al uitgeschreven. Vragen? Neem gerust contact met ons op.</p>
          <Link to="/contact" className="btn-secondary">Contact opnemen</Link>
        </>
      ),
    },
  },
};

export function LinkPage({
  link,
  email,
  answer,
}: {
  link: NieuwsbriefLink;
  /** The address behind the link, null for an unknown or used link. */
  email: string | null;
  /** What the button's POST answered: the address it changed, or null when the link no longer worked. */
  answer: { done: string | null } | undefined;
}) {
  const { naam } = useSite().groep;
  const { ask, done, gone } = SCREENS[link];
  const screen = answer?.done ? done(answer.done, naam) : !email || answer ? gone : ask(email, naam);
  return (
    <MessagePage icon={screen.icon} title={screen.title}>
      {screen.children}
      {"button" in screen && (
        <Form method="post">
          <button type="submit" className="btn-primary">
            {screen.button as string}
          </button>
        </Form>
      )}
    </MessagePage>
  );
}
