import { usePageTitle } from '@/hooks/use-page-title';

/** Headings of the dashboard pages; their content arrives with the later issues. */
export function DashboardPage({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <section>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-600">{description}</p>
    </section>
  );
}
