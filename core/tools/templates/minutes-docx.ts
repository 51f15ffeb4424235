import { blank, docxFile, docxWriter, TEXT_WIDTH } from "./docx";
import { getLocale } from "#core/i18n/locales";
import type { TemplateLanguage } from "./languages";
import { agendaItem, minutesCopy } from "./minutes-copy";

/** How many agenda items the template leaves room for; the syndic copies the block for more. */
export const AGENDA_ITEMS = 5;

const BOX = "\u2610";

/**
 * The general meeting's minutes (procès-verbal, محضر الجمع العام) as a .docx to fill in: the
 * meeting, attendance and quorum, the officers, each agenda item with its resolution and its
 * votes for, against and abstaining counted in shares, the close, the signatures of the chair and
 * the secretary, and what follows the meeting (the notification of article 30). A document to
 * sign: no caveat of the site's in it (decision 054). Arabic is laid out right to left.
 */
export function minutesDocx(language: TemplateLanguage): Uint8Array {
  const copy = minutesCopy[language];
  const { dir: direction, intl } = getLocale(language);
  const { paragraph, table } = docxWriter(direction);
  const heading = (text: string) => paragraph(text, { style: "Heading1" });
  const options = (labels: string[]) => labels.map((label) => `${BOX} ${label}`).join("    ");

  const meeting = [
    heading(copy.meeting.title),
    ...copy.meeting.fields.map((field) => paragraph(blank(field))),
    paragraph([`${copy.meeting.kind} `, options(copy.meeting.kinds)]),
  ];
  const attendance = [
    heading(copy.attendance.title),
    ...[copy.attendance.owners, copy.attendance.shares].map((label) =>
      paragraph([`${label} `, "_".repeat(10), ` ${copy.attendance.of} `, "_".repeat(10)]),
    ),
    paragraph([`${copy.attendance.quorum} `, options([copy.attendance.yes, copy.attendance.no])]),
    paragraph(copy.attendance.sheet),
  ];
  const bureau = [
    heading(copy.bureau.title),
    paragraph(blank(copy.bureau.chair)),
    paragraph(blank(copy.bureau.secretary)),
  ];
  const votesWidth = Math.round(TEXT_WIDTH / 5);
  const votes = (): string =>
    table(
      [copy.agenda.columns, ...copy.agenda.rows.map((row) => [row, "", "", ""])],
      [TEXT_WIDTH - 3 * votesWidth, votesWidth, votesWidth, votesWidth],
      { header: true },
    );
  const items = Array.from({ length: AGENDA_ITEMS }, (_, index) => [
    paragraph(blank(agendaItem(copy, index + 1), 50), { bold: true, keepNext: true }),
    paragraph(blank(copy.agenda.resolution, 45), { keepNext: true }),
    paragraph("_".repeat(70), { keepNext: true }),
    votes(),
    paragraph(blank(copy.agenda.majority, 20)),
    paragraph([`${copy.agenda.result} `, options(copy.agenda.outcomes)]),
  ]).flat();
  const agenda = [heading(copy.agenda.title), paragraph(copy.agenda.votesRule), ...items];
  const closing = [heading(copy.closing.title), paragraph([`${copy.closing.text} `, "_".repeat(10)])];
  const half = Math.round(TEXT_WIDTH / 2);
  const signer = (role: string) =>
    `${role}\n${copy.signatures.name} ${"_".repeat(25)}\n${copy.signatures.signature}\n\n\n`;
  const signatures = [
    heading(copy.signatures.title),
    table([[signer(copy.signatures.chair), signer(copy.signatures.secretary)]], [half, TEXT_WIDTH - half], {
      borders: false,
    }),
  ];
  const after = [heading(copy.after.title), ...copy.after.lines.map((line) => paragraph(line))];

  return docxFile(
    [
      paragraph(copy.title, { style: "Title" }),
      paragraph(copy.subtitle, { style: "Subtitle" }),
      ...meeting,
      ...attendance,
      ...bureau,
      ...agenda,
      ...closing,
      ...signatures,
      ...after,
    ],
    { title: copy.title, language: intl, direction },
  );
}
