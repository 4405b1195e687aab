import { FacebookIcon, InstagramIcon, TikTokIcon } from "~/components/ui/SocialIcons";
import { voettekstRegel } from "~/domains/instellingen/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { NewsletterForm } from "./NewsletterForm";

/** The footer of every page. Its links load their page as a document, also from the admin's React app (decision 0027). */
export function SiteFooter() {
  const { groep, logo, eigenLogo, voettekst } = useSite();
  // An empty link hides its icon or line: not every group is on every network.
  const socials = [
    { label: "Facebook", href: groep.sociaal.facebook, Icon: FacebookIcon },
    { label: "Instagram", href: groep.sociaal.instagram, Icon: InstagramIcon },
    { label: "TikTok", href: groep.sociaal.tiktok, Icon: TikTokIcon },
  ].filter((s) => s.href);
  const { ledenadministratie, partner } = groep.links;
  const linkClass = "rounded hover:text-white hover:underline";
  return (
    <footer className="op-donker bg-brand-darker text-green-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src={logo.header} alt="" width={36} height={36} className={`h-9 w-9 bg-white object-contain p-0.5 ${eigenLogo ? "rounded-md" : "rounded-full"}`} />
            {groep.naam}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-green-100">
            {voettekstRegel(voettekst, groep.opgericht)}
          </p>
          {socials.length > 0 && (
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
          )}
        </div>
        <nav aria-label="Voettekst">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href="/kalender" className={linkClass}>Kalender</a>
            </li>
            <li>
              <a href="/kamp" className={linkClass}>Kamp</a>
            </li>
            <li>
              <a href="/about" className={linkClass}>Over ons</a>
            </li>
            <li>
              <a href="/geschiedenis" className={linkClass}>Geschiedenis</a>
            </li>
            <li>
              <a href="/contact" className={linkClass}>Contact</a>
            </li>
            {ledenadministratie.url && (
              <li>
                <a href={ledenadministratie.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {ledenadministratie.naam}
                </a>
              </li>
            )}
            {partner.url && (
              <li>
                <a href={partner.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {partner.naam}
                </a>
              </li>
            )}
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
            © {new Date().getFullYear()} {groep.naam}
          </p>
          <p>
            Website gemaakt door{" "}
            {groep.maker.url ? (
              <a href={groep.maker.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                {groep.maker.naam}
              </a>
            ) : (
              groep.maker.naam
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
