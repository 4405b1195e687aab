import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode, Ref } from "react";
import { inWoord } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";

type BannerProps = {
  message: string;
  /** False inside a region that is already live (the panel's outcome): a second live region would announce twice. */
  live?: boolean;
  /** Given when focus is moved to the banner, which then takes focus from scripts only. */
  ref?: Ref<HTMLDivElement>;
};

function Banner({ role, live = true, ref, className, children }: Omit<BannerProps, "message"> & { role: "alert" | "status"; className: string; children: ReactNode }) {
  return (
    <div ref={ref} role={live ? role : undefined} tabIndex={ref ? -1 : undefined} className={`flex gap-3 rounded-xl border p-4 ${className}`}>
      {children}
    </div>
  );
}

/** A refusal or failure; the site's own words for a tak in it said in the group's word. */
export function ErrorBanner({ message, children, ...props }: BannerProps & { children?: ReactNode }) {
  const w = useSite().woorden;
  return (
    <Banner role="alert" className="border-red-200 bg-red-50 text-red-900" {...props}>
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-bold">Er is een probleem opgetreden</p>
        <p className="mt-0.5 text-sm wrap-anywhere">{inWoord(message, w)}</p>
        {children}
      </div>
    </Banner>
  );
}

/** A success message: one of the panel's fixed texts (components/admin/messages.ts), said in the group's word. */
export function SuccessBanner({ message, ...props }: BannerProps) {
  const w = useSite().woorden;
  return (
    <Banner role="status" className="items-center border-green-200 bg-green-50 text-green-900" {...props}>
      <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
      <p className="font-semibold">{inWoord(message, w)}</p>
    </Banner>
  );
}
