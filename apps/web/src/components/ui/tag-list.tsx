/** A lesson's filter tags as badges, the list named by `label` and spaced by its place's `className`. */
export function TagList({
  tags,
  label,
  className,
}: {
  tags: readonly string[];
  label: string;
  className: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="badge">
          {tag}
        </li>
      ))}
    </ul>
  );
}
