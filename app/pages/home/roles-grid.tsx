import { roles, type Role } from "#core/content/roles";
import { frameFor, type ProductView } from "#core/content/product-views/types";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { CardGrid } from "#app/ui/card-grid";
import { CheckList } from "#app/ui/check-list";
import { roleCard } from "#app/ui/role-card";
import { ViewScreen } from "#app/ui/product-view/view-screen";
import { SectionHeading } from "#app/ui/section-heading";

const points = [1, 2, 3] as const;

/**
 * The top of the role's screen (roleTops) at the foot of its card, drawn smaller (CSS zoom, so it
 * takes the room it shows): a phone rising from the card's edge, or a desktop window, cut off below
 * so the section stays short on a phone. For assistive technology one image, as ViewFigure draws
 * it, captioned once under the six.
 */
function RoleView({ view }: { view: ProductView }) {
  const t = useT();
  const phone = frameFor(view.role) === "phone";
  return (
    <figure aria-label={t(view.label)} className="-mx-6 mt-auto -mb-6 pt-6">
      <div
        aria-hidden="true"
        className="h-40 overflow-hidden rounded-b-2xl border-t border-line bg-sunken px-6 pt-5 sm:h-52"
      >
        <div className={phone ? "flex justify-center [zoom:0.8]" : "[zoom:0.6]"}>
          <ViewScreen view={view} />
        </div>
      </div>
    </figure>
  );
}

/**
 * What each of the six roles of docs/product.md §5 gets, and the screen they work in (sample data,
 * captioned once under the cards); the facts are in the copy (home.roles.*).
 */
export function RolesGrid({ views }: { views: Record<Role, ProductView> }) {
  const t = useT();
  return (
    <section aria-labelledby="home-roles" className="container-page py-20 md:py-24">
      <SectionHeading id="home-roles" {...copyGroup(t, "home.roles", ["eyebrow", "title", "intro"])} />
      <CardGrid
        look="headed"
        className="mt-12 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3"
        cards={roles.map((role) => ({
          ...roleCard(role, t(`home.roles.${role}.name`), t(`home.roles.${role}.summary`)),
          more: (
            <>
              <CheckList
                size="small"
                className="mt-4 space-y-2 text-muted"
                items={points.map((n) => ({ id: String(n), text: t(`home.roles.${role}.point${n}`) }))}
              />
              <RoleView view={views[role]} />
            </>
          ),
        }))}
      />
      <p className="mt-4 text-center text-xs text-muted">{t("views.common.captions")}</p>
    </section>
  );
}
