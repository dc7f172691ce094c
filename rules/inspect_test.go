package rules

import (
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
)

// pieceText writes a piece on its square as in testdata/inspect.tsv: the FEN
// letter (upper case for White) and the square, "Nf3", "pd5".
func pieceText(p Placed) string {
	letter := map[PieceType]string{King: "k", Queen: "q", Rook: "r", Bishop: "b", Knight: "n", Pawn: "p"}[p.Piece.Type()]
	if p.Piece.Color() == White {
		letter = strings.ToUpper(letter)
	}
	return letter + p.Square.String()
}

func piecesText(ps []Placed, sep string) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = pieceText(p)
	}
	return strings.Join(parts, sep)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func testColor(t *testing.T, s string) Color {
	t.Helper()
	switch s {
	case "w":
		return White
	case "b":
		return Black
	case "-":
		return NoColor
	}
	t.Fatalf("bad colour %q", s)
	return NoColor
}

func testSquare(t *testing.T, s string) Square {
	t.Helper()
	sq := ParseSquare(s)
	if sq == NoSquare {
		t.Fatalf("bad square %q", s)
	}
	return sq
}

// answer asks the question of one row of testdata/inspect.tsv.
func answer(t *testing.T, g *Game, question string) string {
	t.Helper()
	f := strings.Fields(question)
	b := g.Board()
	uci := func(ps []Ply) string {
		var out []string
		for _, p := range ps {
			out = append(out, p.Move.String())
		}
		return strings.Join(out, " ")
	}
	san := func(ps []Ply) string {
		var out []string
		for _, p := range ps {
			out = append(out, p.SAN)
		}
		return strings.Join(out, " ")
	}
	switch f[0] {
	case "pieces":
		letters := map[string]PieceType{"K": King, "Q": Queen, "R": Rook, "B": Bishop, "N": Knight, "P": Pawn, "-": NoPieceType}
		return piecesText(Pieces(b, testColor(t, f[1]), letters[f[2]]), " ")
	case "about":
		info := About(b, testSquare(t, f[1]))
		piece, light := "-", "dark"
		if info.Piece != NoPiece {
			piece = pieceText(Placed{Piece: info.Piece})[:1]
		}
		if info.Light {
			light = "light"
		}
		return piece + " " + light + " w:" + piecesText(info.ByWhite, ",") + " b:" + piecesText(info.ByBlack, ",")
	case "moves":
		return uci(g.MovesFrom(testSquare(t, f[1])))
	case "all":
		return uci(g.AllMoves())
	case "captures":
		return san(g.Captures())
	case "checks":
		return san(g.Checks())
	case "threatened":
		return piecesText(Threatened(b, testColor(t, f[1])), " ")
	case "material":
		return strconv.Itoa(Material(b, White)) + " " + strconv.Itoa(Material(b, Black))
	case "diagonals":
		var out []string
		for _, d := range Diagonals(testSquare(t, f[1])) {
			var sb strings.Builder
			for _, sq := range d {
				sb.WriteString(sq.String())
			}
			out = append(out, sb.String())
		}
		return strings.Join(out, " ")
	case "checkers":
		ply, err := g.Play(parseUCI(t, f[1]))
		if err != nil {
			t.Fatal(err)
		}
		return piecesText(ply.Checkers, " ")
	}
	t.Fatalf("bad question %q", question)
	return ""
}

func TestInspect(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/inspect.tsv") {
		fen, question, want := row[0], row[1], row[2]
		t.Run(question+" in "+fen, func(t *testing.T) {
			g := mustGame(t, fen)
			before := g.FEN()
			if got := orDash(answer(t, g, question)); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
			if !strings.HasPrefix(question, "checkers") && g.FEN() != before {
				t.Errorf("the question changed the position")
			}
		})
	}
}

func TestFileAndRankSquares(t *testing.T) {
	var f, r []string
	for _, sq := range FileSquares(4) {
		f = append(f, sq.String())
	}
	for _, sq := range RankSquares(3) {
		r = append(r, sq.String())
	}
	if got, want := strings.Join(f, " "), "e1 e2 e3 e4 e5 e6 e7 e8"; got != want {
		t.Errorf("file e: got %s, want %s", got, want)
	}
	if got, want := strings.Join(r, " "), "a4 b4 c4 d4 e4 f4 g4 h4"; got != want {
		t.Errorf("rank 4: got %s, want %s", got, want)
	}
	line := Line(NewGame().Board(), FileSquares(4))
	if got, want := piecesText([]Placed{line[0], line[1], line[6], line[7]}, " "), "Ke1 Pe2 pe7 ke8"; got != want {
		t.Errorf("file e: got %s, want %s", got, want)
	}
	if line[3].Piece != NoPiece {
		t.Errorf("e4 holds %v in the initial position", line[3].Piece)
	}
}

// TestAfter: the game as it stood after n moves answers like a game that
// was played only that far, and the game itself does not change.
func TestAfter(t *testing.T) {
	g := NewGame()
	playUCI(t, g, "f2f3 e7e5 g2g4 d8h4")
	for n := 0; n <= 4; n++ {
		a, err := g.After(n)
		if err != nil {
			t.Fatal(err)
		}
		want := NewGame()
		playUCI(t, want, strings.Join(strings.Fields("f2f3 e7e5 g2g4 d8h4")[:n], " "))
		if a.FEN() != want.FEN() || len(a.Plies()) != n || a.Outcome() != want.Outcome() {
			t.Errorf("after %d: got %s (%d moves, %v), want %s (%v)", n, a.FEN(), len(a.Plies()), a.Outcome(), want.FEN(), want.Outcome())
		}
		if n < 4 {
			if _, err := a.Play(a.LegalMoves()[0]); err != nil {
				t.Errorf("after %d: %v", n, err)
			}
		}
	}
	if len(g.Plies()) != 4 || !g.Outcome().Over() {
		t.Errorf("After changed the game: %d moves, %v", len(g.Plies()), g.Outcome())
	}
	if _, err := g.After(5); err == nil {
		t.Error("After(5) of 4 moves gave no error")
	}
	resigned := NewGame()
	playUCI(t, resigned, "e2e4")
	if err := resigned.Resign(Black); err != nil {
		t.Fatal(err)
	}
	if a, _ := resigned.After(1); a.Outcome().Reason != Resignation {
		t.Errorf("after the last move: got %v, want the resignation", a.Outcome())
	}
}

func TestCanOfferAndAcceptDraw(t *testing.T) {
	g := NewGame()
	if err := g.CanAcceptDraw(White); err != ErrNoOffer {
		t.Errorf("accept with no offer: got %v", err)
	}
	if err := g.CanOfferDraw(White); err != nil {
		t.Errorf("offer: got %v", err)
	}
	if g.DrawOfferBy() != NoColor {
		t.Errorf("CanOfferDraw made an offer")
	}
	playUCI(t, g, "e2e4 e7e5")
	if err := g.OfferDraw(White); err != nil {
		t.Fatal(err)
	}
	if err := g.CanOfferDraw(White); err != ErrOfferExists {
		t.Errorf("second offer: got %v", err)
	}
	if err := g.CanAcceptDraw(Black); err != nil {
		t.Errorf("accept: got %v", err)
	}
	if g.Outcome().Over() {
		t.Errorf("CanAcceptDraw ended the game")
	}
}
