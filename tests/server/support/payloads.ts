/** Valid submissions of each form, as a page's script sends them (JSON clients add fillMs too). */
export const validDemo = {
  firstName: "Salma",
  lastName: "Benali",
  email: "salma@residence-anfa.ma",
  phone: "06 12 34 56 78",
  company: "Résidence Anfa",
  city: "Casablanca",
  country: "MA",
  role: "SYNDIC",
  size: "320",
  preferredLanguage: "fr",
  timeSlots: ["weekday-morning", "saturday-morning"],
  message: "Nous avons 4 immeubles <script>alert(1)</script> & un parking.",
  consent: true,
  fillMs: 5000,
};

export const validContact = {
  name: "Karim Alaoui",
  email: "karim@example.com",
  phone: "+33 6 12 34 56 78",
  subject: "support",
  message: "Bonjour,\nComment ajouter un résident ?",
  consent: true,
  fillMs: 5000,
};

export const validDeletion = {
  email: "youssef@example.ma",
  reason: "Je déménage.",
  consent: true,
  fillMs: 5000,
};
