export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-stone-500 uppercase">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
