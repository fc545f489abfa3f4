export default function Page() {
  return <h1>todo</h1>;
}
