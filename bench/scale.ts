export async function scaleBench() {
  console.log('  (not yet)');
}
