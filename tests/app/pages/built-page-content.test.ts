import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect, it } from "vitest";
import { positions } from "#core/content/careers";
import { featureSlugs, features } from "#core/content/features";
import { figures } from "#core/content/figures";
import { browserStorageKeys, legal } from "#core/content/legal";
import { getPlan, plans } from "#core/content/plans";
import { site } from "#core/content/site";
import { featuredTestimonials } from "#core/content/testimonials";
import { availability } from "#core/content/trust";
import { locales, type Locale } from "#core/i18n/locales";
import { formatMinutes } from "#core/i18n/numbers";
import type { Namespace } from "#core/i18n/namespaces";
import { sourceMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { localizePath } from "#core/paths/localize";
import { jsonLdBlocks } from "../../../scripts/seo/html";
import { describeBuilt, readBuilt } from "../../support/built-site";
import {
  builtDocument,
  builtMain,
  named,
  pageFile,
  region,
  spaced,
  textOf,
  textsOf,
} from "../support/built-documents";

/**
 * What the home, pricing, trust, legal and company pages hold as they are sent, in every language:
 * read from the build rather than in a browser. What needs one (hydration, the estimators, clicks,
 * the tables of contents, computed direction, layout, axe) stays in e2e/home.spec.ts,
 * e2e/pricing.spec.ts, e2e/trust.spec.ts, e2e/legal.spec.ts and e2e/company.spec.ts.
 */

/** A message as a visitor reads it (plain messages: no placeholders). */
function message(locale: Locale, namespace: Namespace, key: string): string {
  const text = sourceMessages(locale.code, namespace)[key];
  if (text === undefined) throw new Error(`No ${key} in locales/${locale.code}/${namespace}.json`);
  return spaced(text);
}

/** A message with its placeholders filled in, as the page renders it (plurals included). */
function format(locale: Locale, namespace: Namespace, key: string, values: Record<string, unknown>): string {
  const compiled = compileMessage(message(locale, namespace, key));
  return spaced(createTranslator<"m">(locale, { m: compiled })("m", values));
}

/** A number as the site writes it: without the directional marks Intl puts around Arabic ones. */
const unmarked = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

/** The figures of docs/product.md §7 as the page's language writes them, computed here with Intl. */
function expectedFigures(intl: string): string[] {
  const percent = new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 });
  return [
    new Intl.NumberFormat(intl).format(figures.properties),
    unmarked(percent.format(figures.uptime)),
    // Minutes as numbers.test.ts holds them: "2 min", and in Arabic words ("دقيقتين").
    formatMinutes(figures.responseMinutes, intl),
    new Intl.NumberFormat(intl, { minimumFractionDigits: 1 }).format(figures.appRating),
    unmarked(percent.format(figures.costReduction)),
    unmarked(percent.format(figures.residentSatisfaction)),
  ].map(spaced);
}

/** Storage as docs/product.md §3 writes it: gigabytes below 1,000, terabytes from 1,000. */
function expectedStorage(gigabytes: number, intl: string): string {
  // Terabytes from 1,000 GB: "1 To" beside "3 To" (decision 061).
  const [value, unit] = gigabytes >= 1000 ? [gigabytes / 1000, "terabyte"] : [gigabytes, "gigabyte"];
  // Arabic writes both units in full (غيغابايت، تيرابايت); its short forms mix غ.ب with تيرابايت.
  const unitDisplay = intl.startsWith("ar") ? "long" : "short";
  return spaced(new Intl.NumberFormat(intl, { style: "unit", unit, unitDisplay }).format(value));
}

/** The links under `scope` whose text holds `name` (as a link's accessible name is matched). */
const linksNamed = (scope: ParentNode, name: string | RegExp) =>
  [...scope.querySelectorAll("a[href]")].filter((a) =>
    typeof name === "string"
      ? textOf(a).toLowerCase().includes(spaced(name).toLowerCase())
      : name.test(textOf(a)),
  );

/** The `href` of the one link under `scope` whose text holds `name`. */
function hrefOfLink(scope: ParentNode, name: string | RegExp): string | null {
  const links = linksNamed(scope, name);
  if (links.length !== 1) throw new Error(`${links.length} links named ${String(name)}`);
  return links[0]?.getAttribute("href") ?? null;
}

/** The `#id` links of the built page at `urlPath` (header and footer included) with no target. */
function unresolvedAnchors(urlPath: string): string[] {
  const document = builtDocument(urlPath);
  const base = new URL(urlPath, "http://site");
  const ids = [...document.querySelectorAll("a[href]")]
    .map((a) => new URL(a.getAttribute("href") ?? "", base))
    .filter((url) => url.hash && url.origin === base.origin && url.pathname === base.pathname)
    .map((url) => decodeURIComponent(url.hash.slice(1)));
  // The table of contents alone has more than four.
  expect(ids.length, `${urlPath}: in-page links`).toBeGreaterThan(4);
  return ids.filter((id) => !document.getElementById(id));
}

/** The legal pages' words, as e2e/legal.spec.ts wrote them. */
const legalCopy = {
  fr: {
    privacyH1: "Confidentialité et conditions d'utilisation",
    terms: "Conditions d'utilisation du site",
    deleteH1: "Supprimer votre compte Urbis",
    inApp: "Depuis l'application mobile",
    webRequest: "Demander la suppression depuis le web",
    firstStep: /Profil/,
    storage: "Ce que votre navigateur conserve",
    cndpDeclared: "sous la référence",
  },
  en: {
    privacyH1: "Privacy and terms of use",
    terms: "Terms of use of this website",
    deleteH1: "Delete your Urbis account",
    inApp: "From the mobile app",
    webRequest: "Request deletion on the web",
    firstStep: /Profile/,
    storage: "What your browser stores",
    cndpDeclared: "under reference",
  },
  ar: {
    privacyH1: "الخصوصية وشروط الاستخدام",
    terms: "شروط استخدام الموقع",
    deleteH1: "حذف حسابكم على Urbis",
    inApp: "من تطبيق الهاتف المحمول",
    webRequest: "طلب الحذف عبر الموقع",
    firstStep: /الملف الشخصي/,
    storage: "ما يحفظه متصفحكم",
    cndpDeclared: "تحت المرجع",
  },
} as const;

for (const locale of locales) {
  const number = (value: number) => spaced(new Intl.NumberFormat(locale.numberIntl).format(value));

  describeBuilt(`the built home page in ${locale.label}`, () => {
    const home = localizePath("/", locale.code);
    const text = (key: string) => message(locale, "home", key);

    it("says what Urbis is, with the figures written for this language", () => {
      const main = builtMain(home);
      expect(textsOf(main, "h1")).toEqual([text("home.hero.title")]);
      expect(linksNamed(builtDocument(home), text("home.hero.primary")).length).toBeGreaterThan(0);
      expect(
        textOf(region(main, text("home.hero.title"))),
        "the feature count comes from the catalog",
      ).toContain(number(features.length));
      const figuresBand = textOf(region(main, text("home.figures.title")));
      for (const figure of expectedFigures(locale.numberIntl)) expect(figuresBand).toContain(figure);

      // Testimonials only in a build that shows some: today's are samples (decision 033).
      const testimonials = [...main.querySelectorAll("section[aria-labelledby]")].filter(
        (section) =>
          textOf(main.ownerDocument.getElementById(section.getAttribute("aria-labelledby") ?? "")) ===
          text("home.testimonials.title"),
      );
      if (featuredTestimonials.length === 0) expect(testimonials).toHaveLength(0);
      else {
        expect(testimonials).toHaveLength(1);
        const section = testimonials[0] as Element;
        expect(section.querySelectorAll("figure")).toHaveLength(featuredTestimonials.length);
        expect(hrefOfLink(section, text("home.testimonials.all"))).toBe(
          localizePath("/core/company/testimonials", locale.code),
        );
      }
    });

    it("shows the three plans with their limits, each booking a demo of that plan; links to the pricing page", () => {
      const pricing = builtMain(home).querySelector("#pricing");
      if (!pricing) throw new Error("no #pricing");
      for (const plan of plans) {
        const card = named(pricing, "article", text(`home.plan.${plan.id}.name`));
        const shown = textOf(card);
        expect(shown, plan.id).toContain(number(plan.maxUsers));
        expect(shown, plan.id).toContain(expectedStorage(plan.storageGb, locale.numberIntl));
        expect(shown, plan.id).toContain(number(plan.featureCount));
        if (plan.helpCenter) expect(shown, plan.id).toContain(text("home.plan.helpCenter"));
        if (plan.customization) expect(shown, plan.id).toContain(text("home.plan.customization"));
        expect(hrefOfLink(card, text("home.plan.cta")), plan.id).toBe(
          localizePath(`/core/demo?plan=${plan.id}`, locale.code),
        );
      }
      expect(hrefOfLink(pricing, text("home.pricing.compare"))).toBe(
        localizePath("/core/pricing", locale.code),
      );
    });
  });

  describeBuilt(`the built pricing page in ${locale.label}`, () => {
    const url = localizePath("/core/pricing", locale.code);
    const t = (key: string) => message(locale, "pricing", key);
    const planName = (id: string) => t(`pricing.plan.${id}.name`);

    it("shows every plan on quote, and every capability of every plan in the table", () => {
      const main = builtMain(url);
      expect(textsOf(main, "h1")).toEqual([t("pricing.title")]);
      for (const plan of plans) {
        const card = named(main, "article", planName(plan.id));
        expect(textOf(card), plan.id).toContain(t("pricing.price.onQuote"));
        expect(textOf(card), plan.id).toContain(number(plan.maxUsers));
        expect(hrefOfLink(card, t("pricing.plan.cta")), plan.id).toBe(
          localizePath(`/core/demo?plan=${plan.id}`, locale.code),
        );
      }

      const tables = [...main.querySelectorAll("table")].filter(
        (table) => textOf(table.querySelector("caption")) === t("pricing.compare.caption"),
      );
      expect(tables).toHaveLength(1);
      const table = tables[0] as Element;
      expect(textsOf(table, "thead th")).toEqual([
        t("pricing.compare.capability"),
        ...plans.map((plan) => planName(plan.id)),
      ]);
      // Six rows of limits and services, then a row per feature of the catalog.
      const rows = [...table.querySelectorAll("tbody tr")].filter((row) =>
        row.querySelector("th[scope=row]"),
      );
      expect(rows).toHaveLength(6 + featureSlugs.length);
      // Each plan's column ticks exactly its features (4, 12, all), plus what it alone has.
      for (const [index, plan] of plans.entries()) {
        const ticks = textsOf(table, `tbody tr td:nth-of-type(${index + 1})`).filter(
          (cell) => cell === t("pricing.compare.included"),
        );
        const extras = Number(plan.helpCenter) + Number(plan.customization);
        expect(ticks, plan.id).toHaveLength(plan.featureCount + extras);
      }
      expect(getPlan("basic").featureCount).toBe(4);
      expect(getPlan("premium").featureCount).toBe(featureSlugs.length);
    });

    it("gives the questions as FAQPage data, the same as the page shows", () => {
      const html = readBuilt(pageFile(url)).toString("utf8");
      const things = jsonLdBlocks(html).flatMap((block) => JSON.parse(block) as unknown) as {
        "@type": string;
        mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
      }[];
      const faq = things.find((thing) => thing["@type"] === "FAQPage");
      expect(faq, "a FAQPage block").toBeDefined();
      const shown = [...builtMain(url).querySelectorAll("#faq details")].map((details) => ({
        question: details.querySelector("summary")?.textContent?.trim(),
        // The element after the summary (`summary + *`, which jsdom's selectors miss after the first).
        answer: details.querySelector("summary")?.nextElementSibling?.textContent?.trim(),
      }));
      expect(shown.length).toBeGreaterThanOrEqual(6);
      expect(faq?.mainEntity?.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(
        shown,
      );
    });

    it("states the lots each plan covers at 2.5 people a lot, with no script", () => {
      const rule = textOf(region(builtMain(url), t("pricing.rule.title")));
      // As written in the page's language: Arabic-Maghreb digits are Latin ones.
      for (const value of [200, 480, 2000, 2.5]) expect(rule).toContain(spaced(number(value)));
    });
  });

  describeBuilt(`the built trust centre in ${locale.label}`, () => {
    const trustUrl = localizePath("/core/trust", locale.code);
    const t = (key: string) => message(locale, "trust", key);

    it("states the retention periods the service applies, and what the availability figure means", () => {
      const main = builtMain(trustUrl);
      const retention = textOf(region(main, t("trust.retention.title")));
      const periods = {
        leadYears: legal.retention.leadYears,
        unconfirmedDays: legal.retention.unconfirmedDeletionDays,
        linkHours: legal.retention.confirmationLinkHours,
        deletionDays: legal.retention.deletionWithinDays,
        backupDays: legal.retention.backupDays,
      };
      for (const key of [
        "trust.retention.leads",
        "trust.retention.unconfirmed",
        "trust.retention.deletion",
        "trust.retention.backups",
      ])
        expect(retention, key).toContain(format(locale, "trust", key, periods));

      const uptime = unmarked(
        new Intl.NumberFormat(locale.numberIntl, { style: "percent", maximumFractionDigits: 1 }).format(
          availability.figure,
        ),
      );
      const figure = format(locale, "trust", "trust.availability.figure", {
        uptime,
        monthDays: availability.monthDays,
        downtimeMinutes: availability.monthlyMinutes,
      });
      expect(textOf(main)).toContain(figure);
      if (site.slaUrl) expect(textOf(main)).toContain(spaced(t("trust.availability.sla").split("{")[0]));
      const security = region(main, t("trust.security.title"));
      expect(security.querySelectorAll("li")).toHaveLength(6);
      expect(textOf(security)).toContain("scrypt");
    });

    it("names the company's references only when they are set", () => {
      const main = builtMain(trustUrl);
      const law = region(main, t("trust.law.title"));
      const rows: [string, string | undefined][] = [
        ["trust.law.entity", site.legal.entity],
        ["trust.law.rc", site.legal.rc],
        ["trust.law.ice", site.legal.ice],
        ["trust.law.cndp", site.legal.cndp],
        ["trust.law.transferAuthorisation", site.legal.transferAuthorisation],
        ["trust.law.address", site.contact.address?.[locale.code]],
      ];
      for (const [label, value] of rows) {
        const terms = textsOf(law, "dt").filter((term) => term.includes(t(label)));
        if (value) {
          expect(terms, label).toHaveLength(1);
          expect(
            textsOf(law, "dd").filter((definition) => definition.includes(spaced(value))),
            label,
          ).toHaveLength(1);
        } else expect(terms, `${label} is not set: no line`).toHaveLength(0);
      }
      // The controller: the legal entity when it is set, else the brand.
      expect(textOf(law)).toContain(site.legal.entity ?? site.brand);
      const hosting = region(main, t("trust.hosting.title"));
      expect(hosting.querySelectorAll("table")).toHaveLength(site.hosting.subprocessors.length > 0 ? 1 : 0);
      const mail = [...main.querySelectorAll(`a[href="mailto:${site.contact.privacyEmail}"]`)];
      expect(mail).toHaveLength(1);
      expect(mail[0]?.getAttribute("dir")).toBe("ltr");
    });

    it("is linked from every form's notice", () => {
      for (const path of ["/core/demo", "/core/company/contact-us", "/core/delete-my-account"]) {
        const notice = linksNamed(
          builtMain(localizePath(path, locale.code)),
          message(locale, "forms", "forms.trust.link"),
        ).filter((a) => textOf(a) === message(locale, "forms", "forms.trust.link"));
        expect(notice, path).toHaveLength(1);
        expect(notice[0]?.getAttribute("href"), path).toBe(trustUrl);
      }
    });
  });

  it(`the built contact and demo pages in ${locale.label} show a phone, a CNDP line and WhatsApp only when set`, () => {
    const cndp = spaced(sourceMessages(locale.code, "forms")["forms.privacy.cndp"]?.split("{")[0]);
    for (const path of ["/core/company/contact-us", "/core/demo"]) {
      const main = builtMain(localizePath(path, locale.code));
      const whatsapp = [...main.querySelectorAll('a[href^="https://wa.me/"]')];
      if (site.contact.whatsapp) {
        expect(whatsapp, path).toHaveLength(1);
        const href = new URL(whatsapp[0]?.getAttribute("href") ?? "");
        const key = path === "/core/demo" ? "whatsapp.message.demo" : "whatsapp.message";
        expect(href.searchParams.get("text")).toBe(sourceMessages(locale.code, "common")[key]);
        expect(href.pathname).toBe(`/${site.contact.whatsapp}`);
      } else expect(whatsapp, path).toHaveLength(0);
      if (site.legal.cndp) expect(textOf(main)).toContain(site.legal.cndp);
      else expect(textOf(main), "no CNDP sentence without a reference").not.toContain(cndp);
      // The phone is among the contact page's details only.
      const phone = path === "/core/company/contact-us" && site.contact.phone;
      expect(main.querySelectorAll('a[href^="tel:"]'), path).toHaveLength(phone ? 1 : 0);
    }
  });

  describeBuilt(`the built legal pages in ${locale.label}`, () => {
    const text = legalCopy[locale.code];
    const privacyUrl = localizePath("/core/privacy", locale.code);
    const deleteUrl = localizePath("/core/delete-my-account", locale.code);

    it("the privacy page has its title, the terms, the CNDP reference when it is set, a date, and in-page links that land", () => {
      const main = builtMain(privacyUrl);
      expect(textsOf(main, "h1")).toEqual([text.privacyH1]);
      expect(textsOf(main, "h2")).toContain(text.terms);
      if (site.legal.cndp) expect(textOf(main)).toContain(site.legal.cndp);
      else expect(textOf(main)).not.toContain(text.cndpDeclared);
      expect(linksNamed(builtDocument(privacyUrl), /^(www\.)?cndp\.ma$/).length).toBeGreaterThan(0);
      expect(builtDocument(privacyUrl).querySelector("time")?.getAttribute("datetime")).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(unresolvedAnchors(privacyUrl), "in-page links without a target").toEqual([]);
    });

    it("the privacy page states how long backups keep what is deleted: the period the service applies", () => {
      const retention = builtMain(privacyUrl).querySelector("section#retention");
      expect(textOf(retention)).toContain(
        format(locale, "legal", "legal.privacy.retention.backups", {
          backupDays: legal.retention.backupDays,
        }),
      );
    });

    it("the privacy page states what the browser stores", () => {
      const storage = [
        ...builtMain(privacyUrl).querySelectorAll("section[aria-labelledby], section[aria-label]"),
      ].filter((section) => {
        const label = section.getAttribute("aria-label");
        const heading = section.ownerDocument.getElementById(section.getAttribute("aria-labelledby") ?? "");
        return (label ?? textOf(heading)).includes(text.storage);
      });
      expect(storage).toHaveLength(1);
      const elements = [...(storage[0] as Element).querySelectorAll("*")];
      for (const key of browserStorageKeys)
        expect(elements.filter((element) => textOf(element) === key).length, key).toBeGreaterThan(0);
      expect(browserStorageKeys).toEqual(expect.arrayContaining(["lang", "theme-mode", "theme-scheme"]));
    });

    it("the account-deletion page shows the steps in the app and the web request, and in-page links that land", () => {
      const main = builtMain(deleteUrl);
      expect(textsOf(main, "h1")).toEqual([text.deleteH1]);
      const steps = textsOf(region(main, text.inApp), "li");
      expect(steps).toHaveLength(5);
      expect(steps[0]).toMatch(text.firstStep);
      const request = main.querySelector("#deletion-request");
      if (!request) throw new Error("no #deletion-request");
      expect(textsOf(request, "h2")).toEqual([text.webRequest]);
      expect(request.querySelectorAll("li")).toHaveLength(3);
      expect(unresolvedAnchors(deleteUrl), "in-page links without a target").toEqual([]);
    });
  });

  describeBuilt(`the built company pages in ${locale.label}`, () => {
    const copy = sourceMessages(locale.code, "company");
    const c = (key: string) => spaced(copy[key] ?? "");

    it("about us shows the figures formatted for the language", () => {
      const main = builtMain(localizePath("/core/company/about-us", locale.code));
      expect(textsOf(main, "h1")).toEqual([c("company.about.title")]);
      const values = textsOf(region(main, c("company.about.figures.title")), "dd[data-figure]");
      expect(values).toHaveLength(6);
      for (const [index, expected] of expectedFigures(locale.numberIntl).entries())
        expect(values[index]).toContain(expected);
      expect(textsOf(main, "h1, h2, h3, h4, h5, h6")).toContain(c("company.about.morocco.law.title"));
    });

    it("careers lists the open positions, each with a way to apply by e-mail", () => {
      const main = builtMain(localizePath("/core/company/careers", locale.code));
      const positionsRegion = region(main, c("company.careers.positions.title"));
      expect(textsOf(positionsRegion, "h3")).toEqual(
        positions.map((p) => spaced(copy[`company.careers.position.${p.id}.title`] ?? p.id)),
      );
      const address = [
        ...region(main, c("company.careers.how.title")).querySelectorAll('a[href^="mailto:"]'),
      ];
      expect(address).toHaveLength(1);
      const email = address[0]?.textContent ?? "";
      expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(address[0]?.getAttribute("href")).toBe(`mailto:${email}`);
      const apply = [...positionsRegion.querySelectorAll("a")];
      expect(apply).toHaveLength(positions.length);
      for (const a of apply) {
        const href = a.getAttribute("href") ?? "";
        expect(href.startsWith(`mailto:${email}?subject=`), href).toBe(true);
      }
    });

    it("contact us shows e-mail, and phone and address when they are set, the hours, and where to write", () => {
      const url = localizePath("/core/company/contact-us", locale.code);
      expect(builtDocument(url).documentElement.getAttribute("dir")).toBe(locale.dir);
      const main = builtMain(url);
      const details = region(main, c("company.contact.details.title"));
      const email = [...details.querySelectorAll('a[href^="mailto:"]')];
      const phone = [...details.querySelectorAll('a[href^="tel:"]')];
      expect(email).toHaveLength(1);
      const address = email[0]?.textContent ?? "";
      expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(email[0]?.getAttribute("href")).toBe(`mailto:${address}`);
      // A detail whose setting is not set is left out, never invented (decision 033). The build
      // and this test read the same environment.
      expect(phone).toHaveLength(site.contact.phone ? 1 : 0);
      if (site.contact.phone) {
        const number = phone[0]?.textContent ?? "";
        expect(number).toMatch(/^\+?[\d\s.-]{8,}$/);
        expect(phone[0]?.getAttribute("href")).toBe(`tel:${number.replace(/[^+\d]/g, "")}`);
      }
      const shown = [true, Boolean(site.contact.phone), Boolean(site.contact.address)].filter(Boolean);
      const definitions = textsOf(details, "dd");
      expect(definitions).toHaveLength(shown.length);
      if (site.contact.address) expect(definitions.at(-1)).toBe(spaced(site.contact.address[locale.code]));

      const hours = textOf(region(main, c("company.contact.hours.title")));
      // Morocco's time in words, never the time-zone id (Africa/Casablanca) the code uses.
      expect(hours).toContain(c("company.contact.hours.timezone"));
      expect(hours).not.toContain("Africa/");
      expect(hours).toContain(c("company.contact.hours.weekdays.time"));
      expect(textsOf(main, "#contact-form h2")).toEqual([c("company.contact.form.title")]);
    });
  });
}

describeBuilt("the built Arabic privacy page", () => {
  it("keeps e-mails and references left-to-right", () => {
    const main = builtMain(localizePath("/core/privacy", "ar"));
    expect(main.querySelector("a[href^='mailto:']")?.getAttribute("dir")).toBe("ltr");
    const { cndp } = site.legal;
    if (cndp) {
      const reference = [...main.querySelectorAll("*")].filter((element) => textOf(element) === cndp);
      expect(reference.length).toBeGreaterThan(0);
      for (const element of reference) expect(element.getAttribute("dir")).toBe("ltr");
    }
  });
});
