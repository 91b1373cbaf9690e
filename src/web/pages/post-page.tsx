import { useParams } from "react-router";

import { PostReader } from "../features/content/components/post-reader.js";

export default function PostPage() {
  const { postId = "" } = useParams();
  return <PostReader key={postId} postId={postId} />;
}
