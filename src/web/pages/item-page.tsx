import { useParams } from "react-router";

import { ItemViewer } from "../features/content/components/item-viewer.js";

export default function ItemPage() {
  const { itemId = "" } = useParams();
  return <ItemViewer key={itemId} itemId={itemId} />;
}
