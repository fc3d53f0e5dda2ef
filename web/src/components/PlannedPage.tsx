export function PlannedPage({ name, holds }: { name: string; holds: string }) {
  return (
    <section className="panel planned-page">
      <h1>{name}</h1>
      <p>{holds}</p>
    </section>
  );
}
