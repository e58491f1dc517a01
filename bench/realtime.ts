export async function realtimeBench() {
  console.log('  (not yet)');
}
