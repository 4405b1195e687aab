import { expect, test } from "./test";

// Issue 51: the week on a phone (375 x 740). A parent's tak page opens on what is next; the admin's own content starts
// on the first screen.

test.skip(({ viewport }) => viewport?.width !== 375, "a phone's first screen: checked at 375 x 740 px (the mobile project)");

test("every tak page shows its next activity's title on the first screen, and 'Blijf op de hoogte' below the activities", async ({ page }) => {
  await page.goto("/takken");
  const links = await page.locator('main a[href^="/takken/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(links.length, "the demo's takken").toBeGreaterThanOrEqual(9);
  let metActiviteiten = 0;
  for (const pad of links) {
    await page.goto(pad);
    const komend = page.getByRole("region", { name: "Komende activiteiten" });
    if ((await komend.count()) === 0) continue;
    metActiviteiten++;
    const titel = komend.getByTestId("activiteit").first().getByRole("heading");
    const onder = await titel.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(onder, `${pad}: '${await titel.textContent()}' on the first screen`).toBeLessThanOrEqual(740);
    // The calendar and the messages: one block below the activities, closed until tapped.
    const blijf = page.getByRole("region", { name: "Blijf op de hoogte" });
    const top = async (el: typeof blijf) => el.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    expect(await top(blijf), pad).toBeGreaterThan(await top(komend));
    await expect(blijf.getByRole("group", { name: "Abonneren op de kalender" })).not.toHaveAttribute("open");
    await expect(blijf.getByRole("group", { name: "Op de hoogte blijven" })).not.toHaveAttribute("open");
    await expect(blijf.getByRole("button", { name: "Inschrijven voor meldingen" })).toBeHidden();
  }
  expect(metActiviteiten, "the demo's age takken have coming activities").toBeGreaterThanOrEqual(6);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Blijf op de hoogte' opens on a tap, and the page answering its form opens it", async ({ page }) => {
    await page.goto("/takken/welpen");
    const abonneren = page.getByRole("group", { name: "Abonneren op de kalender" });
    await abonneren.getByText("Abonneren op de kalender").click();
    await abonneren.getByRole("checkbox", { name: "Jin" }).check();
    await abonneren.getByRole("button", { name: "Link maken" }).click();
    await expect(page).toHaveURL(/\/takken\/welpen\?agenda=welpen&agenda=jin#abonneren$/);
    await expect(page.getByRole("group", { name: "Abonneren op de kalender" }).getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute(
      "href",
      "webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin",
    );
  });
});
