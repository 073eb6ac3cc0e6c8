package match

// RematchOrder is who sits where in a rematch of a game of n seats: the
// new seat i is taken by whoever played seat order[i]. The two players of
// a two-player game change seats, so that who moved first moves second:
// moving first is a large advantage (in Die Formation Medium beat Easy in
// 89 of 100 games moving first, 68 of 100 moving second;
// docs/strength-formation.md), and a rematch evens it out. Games of one
// or of three and more keep their seats. A rematch at one screen
// (scene/table) and in an online room (online/server) both turn the seats
// by it.
func RematchOrder(n int) []int {
	order := make([]int, max(n, 0))
	for i := range order {
		order[i] = i
	}
	if n == 2 {
		order[0], order[1] = 1, 0
	}
	return order
}
