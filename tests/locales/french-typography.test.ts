import { describe, expect, it } from "vitest";
import { frenchProblems, NBSP, NNBSP } from "../../scripts/copy/french";
import { copyMessages } from "../support/copy-files";

/**
 * French typography in every French message, pages, forms, e-mails and the inbox alike
 * (docs/glossary.md, "Writing conventions"): a narrow no-break space before `; ! ?`, a no-break
 * space before `:` and `%` and inside `« »`, and "24 h/24, 7 j/7". `npm run copy:fix` applies it.
 */
describe("French typography", () => {
  it("finds what it must, and leaves times, URLs, addresses and ICU syntax alone", () => {
    expect(frenchProblems("Nom et prénom: Jean")).toHaveLength(1);
    expect(frenchProblems("Nom et prénom : Jean")).toHaveLength(1);
    expect(frenchProblems(`Nom et prénom${NBSP}: Jean`)).toEqual([]);
    expect(frenchProblems(`Une question${NBSP}?`)).toHaveLength(1);
    expect(frenchProblems(`Une question${NNBSP}? Écrivez${NNBSP}!`)).toEqual([]);
    expect(frenchProblems("« Traité »")).toHaveLength(2);
    expect(frenchProblems(`«${NBSP}Traité${NBSP}»`)).toEqual([]);
    expect(frenchProblems("Support 24h/24 et 7j/7")).not.toEqual([]);
    expect(frenchProblems(`Support 24${NBSP}h/24, 7${NBSP}j/7`)).toEqual([]);
    expect(frenchProblems(`{label}${NBSP}: {message}`)).toEqual([]);
    expect(frenchProblems("{label}: {message}")).toHaveLength(1);
    for (const fine of [
      "Rendez-vous à 10:30.",
      "Voir https://urbis.ma/core/demo?plan=basic.",
      "Écrivez à contact@urbis.ma.",
      "{count, plural, =0 {aucun bien} one {# bien} other {# biens}}",
    ])
      expect(frenchProblems(fine), fine).toEqual([]);
  });

  it("is kept in every French message", () => {
    const problems = copyMessages("fr").flatMap(({ file, key, message }) =>
      frenchProblems(message).map((problem) => `${file} ${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
