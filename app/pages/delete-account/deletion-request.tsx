import { DeletionForm } from "#app/forms/deletion/deletion-form";
import { useT } from "#app/i18n/use-t";
import { Blocks, p, steps } from "#app/legal/legal-blocks";
import type { MessageValues } from "#app/legal/rich-message";
import { deletionRequestSection } from "./deletion-sections";

const { id, title } = deletionRequestSection;

/** The web request (#deletion-request): how it works, then the form to make it. */
export function DeletionRequest({ values }: { values: MessageValues }) {
  const t = useT();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-14 rounded-2xl border border-line bg-surface p-5 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t(title)}
      </h2>
      <Blocks
        values={values}
        blocks={[
          p("legal.delete.web.intro"),
          steps("legal.delete.web.step1", "legal.delete.web.step2", "legal.delete.web.step3"),
        ]}
      />
      <div className="mt-8 border-t border-line pt-6">
        <DeletionForm />
      </div>
    </section>
  );
}
