/** "1 of Pepper's playmates is going", "2 of Biscuit's playmates are going": no other counts. */
export function goingLine(dogName: string, count: number): string {
  return `${count} of ${dogName}'s playmates ${count === 1 ? 'is' : 'are'} going`;
}
