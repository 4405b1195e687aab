import { Link } from "react-router";
import { group } from "~/config/group";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "~/components/ui/SocialIcons";
import { NewsletterForm } from "./NewsletterForm";

const socials = [
  { label: "Facebook", href: group.social.facebook, Icon: FacebookIcon },
  { label: "Instagram", href: group.social.instagram, Icon: InstagramIcon },
  { label: "TikTok", href: group.social.tiktok, Icon: TikTokIcon },
];

export function SiteFooter() {
  const linkClass = "rounded hover:text-white hover:underline";
  return (
    <footer className="bg-brand-darker text-green-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-white p-0.5" />
            {group.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-green-100">
            Spel, avontuur en vriendschap voor kinderen en jongeren van 5 tot 18 jaar, sinds {group.foundedYear}.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Sociale media">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opent in een nieuw tabblad)`}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Voettekst">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/kalender" className={linkClass}>Kalender</Link>
            </li>
            <li>
              <Link to="/kamp" className={linkClass}>Kamp</Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>Over ons</Link>
            </li>
            <li>
              <Link to="/geschiedenis" className={linkClass}>Geschiedenis</Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>Contact</Link>
            </li>
            <li>
              <a href={group.memberAdmin.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {group.memberAdmin.label}
              </a>
            </li>
            <li>
              <a href={group.partner.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {group.partner.label}
              </a>
            </li>
            <li>
              <a href="/gdpr" target="_blank" rel="noopener noreferrer" className={linkClass}>
                Privacybeleid
              </a>
            </li>
            <li>
              {/* The cookie policy is a placeholder: the public site sets no cookies. */}
              <a href="#" className={linkClass}>Cookiebeleid</a>
            </li>
          </ul>
        </nav>

        <div id="nieuwsbrief">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Nieuwsbrief</h2>
          <p className="mt-3 text-sm text-green-100">Blijf op de hoogte van onze activiteiten.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-green-100 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {group.name}
          </p>
          <p>
            Website gemaakt door{" "}
            <a href={group.developer.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
              {group.developer.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
