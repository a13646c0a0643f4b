// The loading, empty and error lines of docs/decisions.md §7, in the chosen language.
export function Loading({ text }: { text: string }) {
  return (
    <p className="status" role="status">
      {text}
    </p>
  );
}

export function Failure({ text }: { text: string }) {
  return <p className="status status-error">{text}</p>;
}

export function Empty({ text }: { text: string }) {
  return <p className="status">{text}</p>;
}
