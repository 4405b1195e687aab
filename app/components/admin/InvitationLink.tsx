/** An invitation link that could not be mailed (no SMTP): shown once, to copy and pass on. */
export function InvitationLink({ link }: { link: string }) {
  return (
    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Er is geen mailserver ingesteld: kopieer deze link en bezorg hem zelf. Hij wordt maar één keer getoond.</p>
      <label htmlFor="uitnodigingslink" className="mt-2 block text-sm font-semibold">Uitnodigingslink</label>
      <input id="uitnodigingslink" readOnly value={link} className="input mt-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
    </div>
  );
}
