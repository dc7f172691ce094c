package rules

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

func mustMatch(t *testing.T, mirror Mirror, press PressMode) *Match {
	t.Helper()
	m, err := NewMatch(StartFEN, mirror, press)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func sans(g *Game) string {
	s := ""
	for i, p := range g.Plies() {
		if i > 0 {
			s += " "
		}
		s += p.SAN
	}
	return s
}

func make1(t *testing.T, m *Match, seat Color, uci string) (Ply, bool) {
	t.Helper()
	p, done, err := m.Make(seat, parseUCI(t, uci))
	if err != nil {
		t.Fatalf("%s %s: %v", ColorName(seat), uci, err)
	}
	return p, done
}

func TestMatchAutoMirror(t *testing.T) {
	m := mustMatch(t, MirrorAuto, PressAuto)
	if _, done := make1(t, m, White, "e2e4"); !done {
		t.Error("automatic press: the move is not completed")
	}
	make1(t, m, Black, "e7e5")
	if sans(m.Sheet(White)) != "e4 e5" || sans(m.Sheet(Black)) != "e4 e5" {
		t.Errorf("sheets: %q / %q", sans(m.Sheet(White)), sans(m.Sheet(Black)))
	}
	if _, _, err := m.Make(Black, parseUCI(t, "d7d5")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("Black moved on White's turn: %v", err)
	}
	if !m.Compare().Agree() {
		t.Error("boards differ after mirrored moves")
	}
}

// TestMatchConfirmMirror: the opponent's board follows only when the move is
// repeated there (D.2.1).
func TestMatchConfirmMirror(t *testing.T) {
	m := mustMatch(t, MirrorConfirm, PressAuto)
	make1(t, m, White, "g1f3")
	if sans(m.Sheet(Black)) != "" {
		t.Fatalf("Black's board moved before the repeat: %q", sans(m.Sheet(Black)))
	}
	if _, waitPress, waitRepeat := m.Pending(); waitPress || !waitRepeat {
		t.Errorf("pending: press %v repeat %v", waitPress, waitRepeat)
	}
	if !m.Compare().Agree() {
		t.Error("a move waiting for its repeat counted as a difference")
	}
	if _, _, err := m.Make(Black, parseUCI(t, "g8f6")); !errors.Is(err, ErrRepeatFirst) {
		t.Errorf("Black moved before repeating: %v", err)
	}
	announced, same, err := m.Repeat(Black, parseUCI(t, "g1f3"))
	if err != nil || !same || announced.SAN != "Nf3" {
		t.Fatalf("repeat: %v %v %v", announced.SAN, same, err)
	}
	if !m.Compare().Agree() || sans(m.Sheet(Black)) != "Nf3" {
		t.Error("boards differ after a right repeat")
	}
	if _, _, err := m.Repeat(Black, parseUCI(t, "g1f3")); !errors.Is(err, ErrNoRepeat) {
		t.Errorf("a second repeat: %v", err)
	}
}

// TestMatchWrongRepeat: a misheard move is named and the scoresheets are
// retraced to the last move on which they agree, with its clocks (D.2.9).
func TestMatchWrongRepeat(t *testing.T) {
	m := mustMatch(t, MirrorConfirm, PressAuto)
	moves := []string{"e2e4", "e7e5", "g1f3", "b8c6"}
	for i, uci := range moves {
		seat := White
		if i%2 == 1 {
			seat = Black
		}
		make1(t, m, seat, uci)
		m.RecordClock(Reading{White: time.Duration(100-i) * time.Second, Black: time.Duration(200-i) * time.Second, Moves: [2]int{(i + 2) / 2, (i + 1) / 2}})
		if _, same, err := m.Repeat(seat.Other(), parseUCI(t, uci)); err != nil || !same {
			t.Fatalf("repeat %s: %v", uci, err)
		}
	}
	make1(t, m, White, "f1c4")
	m.RecordClock(Reading{White: time.Minute, Black: time.Minute})
	before := sans(m.Sheet(Black))
	announced, typed, err := m.RepeatWould(Black, parseUCI(t, "f1b5"))
	if err != nil || announced.SAN != "Bc4" || typed.SAN != "Bb5" || typed.Number != 3 {
		t.Fatalf("RepeatWould: announced %s, typed %s (move %d), %v; want Bc4, Bb5 (move 3)", announced.SAN, typed.SAN, typed.Number, err)
	}
	if got := sans(m.Sheet(Black)); got != before || !m.Compare().Agree() {
		t.Fatalf("RepeatWould changed Black's sheet: %q, want %q", got, before)
	}
	if _, _, err := m.RepeatWould(White, parseUCI(t, "f1b5")); !errors.Is(err, ErrNoRepeat) {
		t.Errorf("RepeatWould by the mover: %v, want ErrNoRepeat", err)
	}
	announced, same, err := m.Repeat(Black, parseUCI(t, "f1b5")) // misheard: Bb5
	if err != nil || same || announced.SAN != "Bc4" {
		t.Fatalf("got %s same=%v err=%v; want a difference from Bc4", announced.SAN, same, err)
	}
	cmp := m.Compare()
	if cmp.SheetsAgree || cmp.FirstDifference != 4 {
		t.Fatalf("compare: %+v", cmp)
	}
	fix := m.Reconcile()
	if !fix.Retraced || fix.DifferAt != 4 || fix.Kept != 4 || fix.DifferMove != [2]string{"Bc4", "Bb5"} {
		t.Errorf("correction %+v", fix)
	}
	if want := (Reading{White: 97 * time.Second, Black: 197 * time.Second, Moves: [2]int{2, 2}}); !fix.Clocked || fix.Clock != want {
		t.Errorf("clocks of the last agreed move: got %v, want %v", fix.Clock, want)
	}
	if len(fix.Boards[0]) != 2 || len(fix.Boards[1]) != 2 {
		t.Errorf("squares put back: %v", fix.Boards)
	}
	for _, seat := range []Color{White, Black} {
		if got := sans(m.Sheet(seat)); got != "e4 e5 Nf3 Nc6" {
			t.Errorf("%s's sheet after the retrace: %q", ColorName(seat), got)
		}
	}
	if m.Turn() != White || !m.Compare().Agree() {
		t.Errorf("after the retrace: %s to move, agree %v", ColorName(m.Turn()), m.Compare().Agree())
	}
}

// TestMatchManualPress: until the clock is pressed the move may be
// corrected (D.2.8); after it, not.
func TestMatchManualPress(t *testing.T) {
	m := mustMatch(t, MirrorAuto, PressManual)
	if _, done := make1(t, m, White, "g1h3"); done {
		t.Error("manual press: the move was completed on entry")
	}
	if _, _, err := m.Make(Black, parseUCI(t, "e7e5")); !errors.Is(err, ErrPressFirst) {
		t.Errorf("Black moved before White pressed: %v", err)
	}
	if _, _, err := m.Correct(White, parseUCI(t, "e2e5")); err == nil {
		t.Error("an illegal correction was accepted")
	}
	if sans(m.Sheet(White)) != "Nh3" {
		t.Errorf("a failed correction changed the sheet: %q", sans(m.Sheet(White)))
	}
	if _, _, err := m.Correct(White, parseUCI(t, "g1f3")); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []Color{White, Black} {
		if got := sans(m.Sheet(seat)); got != "Nf3" {
			t.Errorf("%s's sheet after the correction: %q", ColorName(seat), got)
		}
	}
	if _, err := m.Press(Black); !errors.Is(err, ErrNothingToFix) {
		t.Errorf("Black pressed White's move: %v", err)
	}
	if p, err := m.Press(White); err != nil || p.SAN != "Nf3" {
		t.Fatalf("press: %v %v", p.SAN, err)
	}
	if _, _, err := m.Correct(White, parseUCI(t, "f3g5")); err == nil {
		t.Error("corrected after the press")
	}
	make1(t, m, Black, "e7e5")
}

// TestMatchBoardReportedWrong: a board that differs from an agreeing
// scoresheet is put back, square by square.
func TestMatchBoardReportedWrong(t *testing.T) {
	m := mustMatch(t, MirrorAuto, PressAuto)
	make1(t, m, White, "g1f3")
	// Black's physical board: the knight stands on h3 instead of f3.
	m.SetSquare(Black, SquareAt(5, 2), NoPiece)
	m.SetSquare(Black, SquareAt(7, 2), NewPiece(Knight, White))
	cmp := m.Compare()
	if !cmp.SheetsAgree || len(cmp.Off[1]) != 2 || len(cmp.Off[0]) != 0 {
		t.Fatalf("compare %+v", cmp)
	}
	fix := m.Reconcile()
	want := []SquareChange{{SquareAt(5, 2), NoPiece, NewPiece(Knight, White)}, {SquareAt(7, 2), NewPiece(Knight, White), NoPiece}}
	if fix.Retraced || len(fix.Boards[1]) != 2 || fix.Boards[1][0] != want[0] || fix.Boards[1][1] != want[1] {
		t.Errorf("correction %+v", fix)
	}
	if !m.Compare().Agree() {
		t.Error("the board was not put back")
	}
}

// TestMatchMoveThatEndsTheGame needs no repeat.
func TestMatchMoveThatEndsTheGame(t *testing.T) {
	m := mustMatch(t, MirrorConfirm, PressManual)
	for i, uci := range []string{"f2f3", "e7e5", "g2g4"} {
		seat := White
		if i%2 == 1 {
			seat = Black
		}
		make1(t, m, seat, uci)
		m.Press(seat)
		m.Repeat(seat.Other(), parseUCI(t, uci))
	}
	if _, done := make1(t, m, Black, "d8h4"); !done {
		t.Error("mate was not completed at once (6.2.1)")
	}
	if !m.Sheet(White).Outcome().Over() || !m.Compare().Agree() {
		t.Error("the mate did not reach White's board")
	}
}

// TestMatchScoresheetsDivergeAtMove14 plays thirteen agreed moves, then a
// misheard fourteenth: both go back to move 13 with its clocks.
func TestMatchScoresheetsDivergeAtMove14(t *testing.T) {
	m := mustMatch(t, MirrorConfirm, PressAuto)
	game := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6",
		"c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7", "b1d2", "c8b7", "b3c2", "f8e8", "d2f1", "e7f8"}
	for i, uci := range game {
		seat := White
		if i%2 == 1 {
			seat = Black
		}
		make1(t, m, seat, uci)
		m.RecordClock(Reading{White: time.Duration(5400-10*i) * time.Second, Black: time.Duration(5400-11*i) * time.Second, Moves: [2]int{(i + 2) / 2, (i + 1) / 2}})
		m.Repeat(seat.Other(), parseUCI(t, uci))
	}
	// Move 14: White plays Ng3, Black hears Ne3.
	make1(t, m, White, "f1g3")
	if _, same, _ := m.Repeat(Black, parseUCI(t, "f1e3")); same {
		t.Fatal("the misheard move counted as the same")
	}
	fix := m.Reconcile()
	if fix.DifferAt != 26 || fix.Kept != 26 {
		t.Errorf("differ at ply %d, kept %d; want 26 (move 14), 26", fix.DifferAt, fix.Kept)
	}
	want := Reading{White: time.Duration(5400-250) * time.Second, Black: time.Duration(5400-275) * time.Second, Moves: [2]int{13, 13}}
	if fix.Clock != want {
		t.Errorf("clocks: got %v, want those of move 13 %v", fix.Clock, want)
	}
	if m.Sheet(White).MoveNumber() != 14 || m.Turn() != White {
		t.Errorf("after the retrace: move %d, %s to move", m.Sheet(White).MoveNumber(), ColorName(m.Turn()))
	}
}

// BenchmarkCompare compares both boards and scoresheets of a 200-move game
// (400 plies, target: under 1 ms). The game is random play from a seed that
// lasts that long.
func BenchmarkCompare(b *testing.B) {
	var m *Match
	for seed := uint64(1); ; seed++ {
		m = randomMatch(b, seed, 400)
		if len(m.Sheet(White).Plies()) == 400 {
			break
		}
		if seed > 500 {
			b.Fatal("no random game lasts 400 plies")
		}
	}
	for b.Loop() {
		if !m.Compare().Agree() {
			b.Fatal("boards differ")
		}
	}
	b.ReportMetric(float64(len(m.Sheet(White).Plies())), "plies")
}

// randomMatch plays random legal moves (seeded) until the game ends or has
// the given number of plies.
func randomMatch(b *testing.B, seed uint64, plies int) *Match {
	m, _ := NewMatch(StartFEN, MirrorAuto, PressAuto)
	r := rand.New(rand.NewPCG(seed, seed))
	for len(m.Sheet(White).Plies()) < plies && !m.Outcome().Over() {
		legal := m.Sheet(m.Turn()).LegalMoves()
		if _, _, err := m.Make(m.Turn(), legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return m
}

// TestRestoreMatch sets a match up from its record, with a board that
// differs and a move waiting for its repeat, and finds it as it was.
func TestRestoreMatch(t *testing.T) {
	m := mustMatch(t, MirrorConfirm, PressAuto)
	for i, uci := range []string{"e2e4", "e7e5", "g1f3"} {
		seat := White
		if i%2 == 1 {
			seat = Black
		}
		make1(t, m, seat, uci)
		m.RecordClock(Reading{White: time.Minute, Black: time.Duration(i) * time.Second})
		if i < 2 {
			m.Repeat(seat.Other(), parseUCI(t, uci))
		}
	}
	m.SetSquare(Black, SquareAt(0, 0), NoPiece)
	var recs [2]SeatRecord
	for i, seat := range []Color{White, Black} {
		for _, p := range m.Sheet(seat).Plies() {
			recs[i].Moves = append(recs[i].Moves, p.Move)
			r := p.Clock
			recs[i].Clocks = append(recs[i].Clocks, &r)
		}
		if b := m.boards[i]; b != nil {
			c := *b
			recs[i].Board = &c
		}
	}
	back, err := RestoreMatch(StandardChess, StartFEN, MirrorConfirm, PressAuto, recs, White, false, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []Color{White, Black} {
		if sans(back.Sheet(seat)) != sans(m.Sheet(seat)) || back.Board(seat) != m.Board(seat) {
			t.Errorf("%s restored differently", ColorName(seat))
		}
	}
	if p, press, repeat := back.Pending(); p.SAN != "Nf3" || press || !repeat {
		t.Errorf("pending: %s %v %v", p.SAN, press, repeat)
	}
	if _, same, err := back.Repeat(Black, parseUCI(t, "g1f3")); err != nil || !same {
		t.Errorf("the repeat after restoring: %v %v", same, err)
	}
	bad := recs
	bad[0].Moves = append([]Move{parseUCI(t, "e2e5")}, bad[0].Moves...)
	if _, err := RestoreMatch(StandardChess, StartFEN, MirrorConfirm, PressAuto, bad, NoColor, false, false); err == nil {
		t.Error("an impossible record was restored")
	}
}
