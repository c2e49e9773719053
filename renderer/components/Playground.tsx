/** The playground page's component: the editor and live preview arrive with the gallery work. */
export default function Playground() {
  return (
    <div className="playground" data-testid="playground">
      <p>The interactive playground loads here.</p>
    </div>
  );
}
