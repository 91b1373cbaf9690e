/** A text item's body: blank lines separate paragraphs, single line breaks are kept. */
export function TextBody({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
