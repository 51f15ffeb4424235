import type { ReactNode } from "react";
import { Icon, type IconName } from "#app/ui/icon";
import { Section, type SectionIds } from "#app/ui/section";

const frame = "rounded-3xl border border-line bg-surface p-6 sm:p-8";

/** The title's size: regular beside other panels (contact page), small beside the estimator. */
const titleSizes = {
  regular: "text-2xl font-bold tracking-tight",
  small: "text-xl font-bold",
} as const;

const iconTones = {
  brand: "size-6 shrink-0 text-brand",
  accent: "size-6 shrink-0 text-accent",
} as const;

/** A framed Section of a page, its h2 led by an icon when it has one. */
export function Panel({
  title,
  icon,
  iconTone = "brand",
  titleSize = "regular",
  className,
  children,
  ...ids
}: SectionIds & {
  title: string;
  icon?: IconName;
  iconTone?: keyof typeof iconTones;
  titleSize?: keyof typeof titleSizes;
  /** Classes before the frame's, for the panel's place in its grid. */
  className?: string;
  children: ReactNode;
}) {
  const heading = titleSizes[titleSize];
  return (
    <Section
      {...ids}
      title={
        icon ? (
          <>
            <Icon name={icon} className={iconTones[iconTone]} />
            {title}
          </>
        ) : (
          title
        )
      }
      className={className ? `${className} ${frame}` : frame}
      titleClassName={icon ? `flex items-center gap-3 ${heading}` : heading}
    >
      {children}
    </Section>
  );
}
