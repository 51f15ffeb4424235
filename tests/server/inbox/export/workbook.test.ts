import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent } from "../support/agent";
import { signedIn, startInbox, submit, type Inbox } from "../support/inbox";

async function readBack(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("No sheet in the export");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows = [];
  for (let r = 2; r <= sheet.rowCount; r++) rows.push(sheet.getRow(r));
  const column = (header: string) => headers.indexOf(header) + 1;
  return { workbook, sheet, headers, rows, column };
}

describe("export to Excel", () => {
  let inbox: Inbox;
  let agent: Agent;
  const injected = {
    firstName: "@SUM(1+1)*cmd|' /C calc'!A0",
    lastName: "-2+3",
    company: '=HYPERLINK("http://evil.example","Cliquez")',
    message: "+33 <img src=x onerror=alert(1)> <script>alert(1)</script>",
  };
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    inbox = await startInbox("embedded");
    refs.old = await submit(inbox, "demo", { city: "Rabat" }, new Date("2026-05-10T08:00:00Z"));
    refs.attack = await submit(
      inbox,
      "demo",
      { city: "Rabat", ...injected },
      new Date("2026-05-11T22:30:00Z"),
    );
    refs.other = await submit(inbox, "demo", { city: "Tanger" }, new Date("2026-05-12T08:00:00Z"));
    agent = await signedIn(inbox);
  });
  afterAll(async () => {
    await inbox.close();
  });

  it("holds exactly the records of the filtered list, newest first, one row each, headers in French", async () => {
    const list = await agent.get("/inbox/demo?city=rabat");
    const shown = [...list.body.matchAll(/name="ref" value="([^"]+)"/g)].map((m) => m[1]);
    expect(list.body).toContain('href="/inbox/demo/export.xlsx?city=rabat"');

    const response = await agent.get("/inbox/demo/export.xlsx?city=rabat&page=2");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="urbis-demo-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");

    const { sheet, headers, rows, column } = await readBack(response.rawPayload);
    expect(sheet.name).toBe("Demandes de démo");
    expect(headers.slice(0, 4)).toEqual([
      "Référence",
      "Date de réception, heure du Maroc (Casablanca)",
      "Statut",
      "Langue du formulaire",
    ]);
    expect(headers).toEqual(expect.arrayContaining(["Société", "Ville", "Message", "Lots"]));
    const references = rows.map((row) => row.getCell(column("Référence")).value);
    expect(references).toEqual(shown);
    expect(references).toEqual([refs.attack, refs.old]);
    expect(rows.map((row) => row.getCell(column("Ville")).value)).toEqual(["Rabat", "Rabat"]);
  });

  it("writes dates as Excel dates showing Casablanca time", async () => {
    const { rows, column } = await readBack(
      (await agent.get("/inbox/demo/export.xlsx?city=rabat")).rawPayload,
    );
    const received = rows[0]?.getCell(column("Date de réception, heure du Maroc (Casablanca)"));
    expect(received?.type).toBe(ExcelJS.ValueType.Date);
    // 22:30 UTC on 11 May is 23:30 in Casablanca (UTC+1): Excel shows that wall-clock time.
    expect((received?.value as Date).toISOString()).toBe("2026-05-11T23:30:00.000Z");
    expect(received?.numFmt).toBe("yyyy-mm-dd hh:mm");
    const size = rows[0]?.getCell(column("Lots"));
    expect(size?.type).toBe(ExcelJS.ValueType.Number);
    // Time slots as the demo form showed them, with their Casablanca hours.
    expect(rows[0]?.getCell(column("Créneaux préférés, heure du Maroc (Casablanca)")).value).toMatch(
      /^En semaine, le matin \(09:00\s?–\s?12:00\) ; .+ \(09:00\s?–\s?13:00\)$/,
    );
  });

  it("stores values that start with = + - @ as text, never as formulas, and HTML as the text it is", async () => {
    const { rows, column, sheet } = await readBack(
      (await agent.get("/inbox/demo/export.xlsx?city=rabat")).rawPayload,
    );
    const row = rows[0];
    const cells = {
      firstName: row?.getCell(column("Prénom")),
      lastName: row?.getCell(column("Nom de famille")),
      company: row?.getCell(column("Société")),
      message: row?.getCell(column("Message")),
    };
    for (const [name, cell] of Object.entries(cells)) {
      expect(cell?.type, name).toBe(ExcelJS.ValueType.String);
      expect(cell?.formula, name).toBeUndefined();
      // Formatted as Text: editing the cell in Excel keeps it text too.
      expect(cell?.numFmt, name).toBe("@");
      expect(cell?.value, name).toBe(injected[name as keyof typeof injected]);
    }
    let formulas = 0;
    sheet.eachRow((r) => r.eachCell((c) => (formulas += c.type === ExcelJS.ValueType.Formula ? 1 : 0)));
    expect(formulas).toBe(0);
  });

  it("speaks the inbox's language: Arabic headers, right-to-left sheet", async () => {
    await agent.get("/inbox/demo?ui=ar");
    const { sheet, headers } = await readBack((await agent.get("/inbox/demo/export.xlsx")).rawPayload);
    expect(sheet.name).toBe("طلبات العرض التوضيحي");
    expect(headers[0]).toBe("المرجع");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(4);
    await agent.get("/inbox/demo?ui=fr");
  });
});
