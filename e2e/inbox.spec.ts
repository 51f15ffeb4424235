import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { featureSlugs } from "#core/content/features";
import { formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";
import { seedAudienceWeek } from "./support/audience";
import {
  createAccount,
  freshDataDir,
  seedOldDemoRequest,
  startService,
  type InboxService,
} from "./support/inbox-service";

/**
 * A team member works through the demo requests on a phone: signs in, filters by city and date,
 * takes two requests (in progress), and exports them to Excel.
 */
const account = { email: "salma@urbis.ma", name: "Salma Idrissi", password: "a long passphrase for e2e" };

/** Today in Casablanca, as the date inputs want it. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Casablanca" }).format(new Date());

type Seeded = InboxService & { references: Record<string, string> };

/** Sends a demo request through the public API, as the demo page does. */
async function sendDemoRequest(url: string, changes: Record<string, string>): Promise<string> {
  const response = await fetch(`${url}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Salma",
      lastName: "Benali",
      email: "visitor@example.ma",
      phone: "06 12 34 56 78",
      company: "Résidence Anfa",
      city: "Casablanca",
      country: "MA",
      role: "SYNDIC",
      size: "320",
      preferredLanguage: "fr",
      timeSlots: ["weekday-morning"],
      consent: true,
      fillMs: 5000,
      ...changes,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * This file's own service, once per worker: an account made with the command, an old request
 * written before the service starts, three of today's sent through the public API.
 */
const inboxTest = test.extend<object, { inbox: Seeded }>({
  inbox: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = freshDataDir();
      await createAccount(dataDir, account);
      const references: Record<string, string> = {};
      references.old = await seedOldDemoRequest(dataDir, "Rabat", new Date("2026-01-15T10:00:00Z"));
      await seedAudienceWeek(dataDir);
      const service = await startService(dataDir);
      references.rabat1 = await sendDemoRequest(service.url, {
        firstName: "Youssef",
        lastName: "Alami",
        city: "Rabat",
        company: "Syndic Agdal",
      });
      references.rabat2 = await sendDemoRequest(service.url, {
        firstName: "Nadia",
        lastName: "Berrada",
        city: "rabat",
        company: "<img src=x onerror=alert(1)>",
      });
      references.casa = await sendDemoRequest(service.url, { firstName: "Omar", lastName: "Tazi" });
      await provide({ ...service, references });
      await service.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.describe.configure({ mode: "serial" });

// The pages come from this file's own service: requests to it are not "external".
inboxTest.use({
  baseURL: async ({ inbox }, provide) => provide(inbox.url),
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
});

inboxTest(
  "at 360 px: sign in, filter by city and date, mark two in progress, export them to Excel",
  async ({ page, inbox }) => {
    const { references } = inbox;
    await page.goto("/inbox");
    await expect(page).toHaveURL(/\/inbox\/login\?next=%2Finbox$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Demandes de démo" })).toBeVisible();
    await expect(page.getByText("4 résultats")).toBeVisible();
    // A visitor's markup is text here.
    await expect(page.getByText("<img src=x onerror=alert(1)>", { exact: false })).toBeVisible();

    await page.getByText("Filtres", { exact: true }).click();
    await page.getByLabel("Ville").fill("Rabat");
    await page.getByLabel("Du", { exact: true }).fill(today);
    await page.getByLabel("Au", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Filtrer" }).click();

    await expect(page.getByText("2 résultats")).toBeVisible();
    const boxes = page.getByRole("checkbox", { name: /^Sélectionner DEM-/ });
    await expect(boxes).toHaveCount(2);
    await expect(page.getByRole("checkbox", { name: `Sélectionner ${references.old}` })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: `Sélectionner ${references.casa}` })).toHaveCount(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("checkbox", { name: `Sélectionner ${references.rabat1}` }).check();
    await page.getByRole("checkbox", { name: `Sélectionner ${references.rabat2}` }).check();
    await page.getByLabel("Nouveau statut").selectOption({ label: "En cours" });
    await page.getByRole("button", { name: "Appliquer à la sélection" }).click();
    await expect(page.getByRole("status")).toHaveText("2 éléments ont changé de statut.");
    for (const reference of [references.rabat1, references.rabat2])
      await expect(page.getByRole("listitem").filter({ hasText: reference })).toContainText("En cours");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter en Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^urbis-demo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const rows = [];
    for (let r = 2; r <= (sheet?.rowCount ?? 0); r++) rows.push(sheet?.getRow(r));
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(rows.map((row) => row?.getCell(column("Référence")).value).sort()).toEqual(
      [references.rabat1, references.rabat2].sort(),
    );
    expect(rows.map((row) => row?.getCell(column("Statut")).value)).toEqual(["En cours", "En cours"]);
    expect(rows.map((row) => row?.getCell(column("Société")).value)).toContain(
      "<img src=x onerror=alert(1)>",
    );
  },
);

inboxTest(
  "a record's page: history with who and when, a note, in Arabic right to left; no accessibility violation",
  async ({ page, inbox }) => {
    const { references } = inbox;
    await page.goto("/inbox/login");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Demandes de démo" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Omar Tazi" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(`Omar Tazi ${references.casa}`) }),
    ).toBeVisible();
    await page.getByLabel("Nouvelle note").fill("Rappeler jeudi à 10 h.");
    await page.getByRole("button", { name: "Ajouter la note" }).click();
    await expect(page.getByRole("status")).toHaveText("La note a été ajoutée.");
    await expect(page.getByText("Rappeler jeudi à 10 h.")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "ملاحظات داخلية" })).toBeVisible();
    await page.getByLabel("تغيير الحالة إلى").selectOption({ label: "تمت المعالجة" });
    await page.getByRole("button", { name: "حفظ" }).click();
    await expect(page.getByText("«جديد» ← «تمت المعالجة»")).toBeVisible();
    await expect(page.getByText(/Salma Idrissi · /).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: "dark" });
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Français" }).click();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByText("Vous êtes déconnecté.")).toBeVisible();
    await page.goto(`/inbox/demo`);
    await expect(page).toHaveURL(/\/inbox\/login/);
  },
);

inboxTest(
  "the Audience page with a week of counts, in French and Arabic, light and dark: axe finds nothing",
  async ({ page }) => {
    await page.goto("/inbox/audience?days=custom&from=2026-05-04&to=2026-05-10&ui=fr");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audience" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Le chemin vers une demande" })).toBeVisible();
    await expect(page.locator("svg[data-chart]")).toHaveCount(7);
    await page.getByText("Les chiffres en tableau").first().click();
    await expect(page.getByRole("table", { name: "Visites et pages vues par jour" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await wcagViolations(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath("audience-fr-1366.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الجمهور" })).toBeVisible();
    await expect(page.locator("svg[data-chart]")).toHaveCount(7);
    await page.screenshot({ path: test.info().outputPath("audience-ar-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await wcagViolations(page)).toEqual([]);
  },
);

inboxTest(
  "the public site loads nothing of the inbox, and /inbox is not a prerendered page",
  async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((p) => p.startsWith("/inbox"))).toEqual([]);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("/inbox");
    const inbox = await page.request.get("/inbox/login");
    expect(inbox.headers()["x-robots-tag"]).toContain("noindex");
    expect(inbox.headers()["cache-control"]).toBe("no-store");
  },
);

/** What the page's script keeps of the visit (app/attribution/visit.ts), read from session storage. */
const pagesRecorded = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem("visit") ?? "null") as { p: string[] } | null)?.p ?? [],
  );

inboxTest(
  "a visit from a campaign link to a feature page, then the demo form: the lead in the inbox says where it came from",
  async ({ page }) => {
    const feature = `/core/features/${featureSlugs[0]}`;
    await page.goto("/?utm_source=facebook&utm_campaign=syndics-casa");
    await hydrated(page);
    await expect.poll(() => pagesRecorded(page)).toEqual(["/"]);
    await page.goto(feature);
    await expect.poll(() => pagesRecorded(page)).toEqual(["/", feature]);
    await page.goto("/core/demo");
    await hydrated(page);
    await expect.poll(() => pagesRecorded(page)).toEqual(["/", feature, "/core/demo"]);
    // Kept for the visit only: no cookie was set.
    expect(await page.context().cookies()).toEqual([]);

    await page.clock.install();
    const t = formsCopy("fr");
    const label = (field: string) => page.getByLabel(t(`forms.demo.${field}.label`), { exact: true });
    await label("firstName").fill("Leila");
    await label("lastName").fill("Chraibi");
    await label("email").fill("leila@example.ma");
    await label("phone").fill("06 12 34 56 78");
    await label("company").fill("Résidence Atlas");
    await label("city").fill("Marrakech");
    await label("role").selectOption("SYNDIC");
    await label("size").fill("120");
    await page.getByRole("checkbox", { name: t("forms.demo.consent") }).check();
    await page.clock.fastForward(5_000); // a person takes more than the minimum fill time
    await page.getByRole("button", { name: t("forms.demo.submit") }).click();
    const done = page.getByRole("region", { name: t("forms.demo.success.title") });
    await expect(done).toBeFocused();
    const reference = ((await done.textContent()) ?? "").match(/DEM-[2-9A-Z]{5}/)?.[0] ?? "?";

    await page.goto("/inbox/login");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.goto("/inbox/demo?source=facebook&campaign=syndics-casa");
    await expect(page.getByText("1 résultat", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Leila Chraibi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(reference) })).toBeVisible();
    const visit = page.getByRole("region", { name: "D'où vient la visite" });
    const value = (name: string) =>
      visit.getByRole("definition").and(visit.locator(`dt:text-is("${name}") + dd`));
    await expect(value("Page d'arrivée")).toHaveText("/");
    await expect(value("Source de campagne")).toHaveText("facebook");
    await expect(value("Campagne")).toHaveText("syndics-casa");
    await expect(value("Pages vues avant le formulaire")).toHaveText(`/ → ${feature}`);
    await expect(value("Page du formulaire")).toHaveText("/core/demo");
    await expect(value("Enregistré par")).toHaveText("Le script de la page (toute la visite)");
    expect(await wcagViolations(page)).toEqual([]);
  },
);

inboxTest(
  "a presenter sets their hours, a visitor books, and the agenda and presenter pages pass axe in French and Arabic",
  async ({ page, inbox }) => {
    await page.goto("/inbox/login");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByRole("link", { name: "Mes démos" }).click();
    await page.getByRole("checkbox", { name: "Français" }).check();
    for (const day of ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"])
      await page.getByLabel(day, { exact: true }).fill("08:00–20:00");
    await page.getByRole("radio", { name: "En visioconférence, avec mon lien" }).check();
    await page.getByLabel("Lien de visioconférence").fill("https://meet.urbis.ma/salma");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Vos réglages de présentation sont enregistrés.")).toBeVisible();

    // A visitor books the first free time, as the demo page does.
    const slots = (await (await fetch(`${inbox.url}/api/demo/slots?language=fr`)).json()) as {
      days: { slots: { start: string }[] }[];
    };
    const start = slots.days[0]?.slots[0]?.start ?? "";
    const booked = await sendDemoRequest(inbox.url, { firstName: "Hind", lastName: "Sefrioui", slot: start });

    await page.getByRole("link", { name: "Agenda des démos" }).click();
    await expect(page.getByRole("link", { name: /Hind Sefrioui/ })).toHaveAttribute(
      "href",
      `/inbox/demo/${booked}`,
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath("agenda-fr-1366.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Mes démos" }).click();
    await page.screenshot({ path: test.info().outputPath("presenting-fr-1366.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.screenshot({ path: test.info().outputPath("presenting-ar-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "جدول العروض التوضيحية" }).click();
    await expect(page.getByRole("link", { name: /Hind Sefrioui/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("agenda-ar-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Français" }).click();
  },
);
