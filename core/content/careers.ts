/**
 * Open positions, language-neutral: each one's title and description are in
 * locales/{code}/company.json under `company.careers.position.<id>.*`. Applications go by e-mail
 * to site.contact.email (core/content/site.ts).
 */
export const careerTeams = ["engineering", "customer-success", "sales", "product"] as const;
export type CareerTeam = (typeof careerTeams)[number];

export type CareerLocation = "casablanca" | "remote";
export type CareerType = "full-time" | "internship";

export type Position = {
  id: string;
  team: CareerTeam;
  location: CareerLocation;
  type: CareerType;
};

export const positions = [
  { id: "full-stack-engineer", team: "engineering", location: "remote", type: "full-time" },
  { id: "customer-success-manager", team: "customer-success", location: "casablanca", type: "full-time" },
  { id: "account-executive", team: "sales", location: "casablanca", type: "full-time" },
  { id: "product-design-intern", team: "product", location: "casablanca", type: "internship" },
] as const satisfies readonly Position[];

export type PositionId = (typeof positions)[number]["id"];
