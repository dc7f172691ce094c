package words

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// The keys of these tests: every kind, a list, an event inside.
var (
	testMove    = Declare("test-move", PlyKind)
	testAll     = Declare("test-all", SquareKind, PieceKind, PlacedKind, ColourKind, OutcomeKind, NumberKind, DurationKind, TextKind, FlagKind)
	testLists   = Declare("test-lists", ListOf(PlyKind), ListOf(SquareKind), ListOf(TextKind))
	testInside  = Declare("test-inside", EventKind)
	testNothing = Declare("test-nothing")
)

func knightOut() rules.Ply {
	return rules.Ply{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight}
}

// TestWritten: each event is written as the line given, and read back as
// the event it was.
func TestWritten(t *testing.T) {
	capture := rules.Ply{Move: rules.Move{From: 30, To: 21}, SAN: "Nxf3+", Color: rules.Black, Number: 12, Piece: rules.Knight,
		Captured: rules.Knight, Check: true, ShowFile: true, Checkers: []rules.Placed{{Piece: rules.NewPiece(rules.Knight, rules.Black), Square: 21}}}
	promo := rules.Ply{Move: rules.Move{From: 52, To: 60, Promo: rules.Queen}, SAN: "e8=Q#", Color: rules.White, Number: 40, Piece: rules.Pawn, Mate: true, Check: true}
	castle := rules.Ply{Move: rules.Move{From: 60, To: 58}, SAN: "O-O-O", Color: rules.Black, Number: 9, Piece: rules.King, Castle: rules.QueenSide}
	ep := rules.Ply{Move: rules.Move{From: 36, To: 43}, SAN: "exd6", Color: rules.White, Number: 5, Piece: rules.Pawn, Captured: rules.Pawn, EnPassant: true, ShowRank: true}
	for _, tt := range []struct {
		e    Event
		line string
	}{
		{testMove.With(Ply(knightOut())), `{"k":"test-move","a":["1w Nf3 g1f3 N"]}`},
		{testMove.With(Ply(capture)), `{"k":"test-move","a":["12b Nxf3+ g4f3 N xN + f @nf3"]}`},
		{testMove.With(Ply(promo)), `{"k":"test-move","a":["40w e8=Q# e7e8q P + #"]}`},
		{testMove.With(Ply(castle)), `{"k":"test-move","a":["9b O-O-O e8c8 K OOO"]}`},
		{testMove.With(Ply(ep)), `{"k":"test-move","a":["5w exd6 e5d6 P xP ep r"]}`},
		{testAll.With(Square(28), Piece(rules.Queen), Placed(rules.Placed{Piece: rules.NewPiece(rules.Rook, rules.Black), Square: 63}),
			Colour(rules.Black), Outcome(rules.Outcome{Result: rules.Drawn, Reason: rules.Resignation, By: rules.White}),
			Number(-2), Duration(4*time.Minute+12500*time.Millisecond+999*time.Microsecond), Text(`Anna "Eva" Ü`), Flag(true)),
			`{"k":"test-all","a":["e4","Q","rh8","black","1/2-1/2 resignation white",-2,"4m12.500999s","Anna \"Eva\" Ü",true]}`},
		{testAll.With(File(rules.FileC), Piece(rules.NoPieceType), Placed(rules.Placed{Square: 0}), Colour(rules.NoColor),
			Result(rules.Ongoing), Number(0), Duration(-time.Second), Text(""), Flag(false)),
			`{"k":"test-all","a":["c","-","-a1","none","*",0,"-1s","",false]}`},
		{testAll.With(Rank(rules.Rank8), Piece(rules.Pawn), Placed(rules.Placed{Piece: rules.NewPiece(rules.King, rules.White), Square: 4}),
			Colour(rules.White), Result(rules.NoResult), Number(1<<20), Duration(0), Text("x"), Flag(false)),
			`{"k":"test-all","a":["8","P","Ke1","white","no-result",1048576,"0s","x",false]}`},
		{testLists.With(Plies([]rules.Ply{knightOut(), castle}), Squares(nil), Texts([]string{"a", "b"})),
			`{"k":"test-lists","a":[["1w Nf3 g1f3 N","9b O-O-O e8c8 K OOO"],[],["a","b"]]}`},
		{testInside.With(Said(Joined(testNothing.Event(), Plain("⠿⠿")).As(Answer))),
			`{"k":"test-inside","a":[{"l":[{"k":"test-nothing"},{"t":"⠿⠿"}],"p":1}]}`},
		{testNothing.Event().As(Alarm), `{"k":"test-nothing","p":3}`},
		{Joined(), `{"l":[]}`},
		{Event{}, `{}`},
	} {
		data, err := Encode(tt.e)
		if err != nil || string(data) != tt.line {
			t.Errorf("written as %s (%v), want %s", data, err, tt.line)
			continue
		}
		back, err := Decode(data)
		if err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		if !reflect.DeepEqual(back, tt.e) {
			t.Errorf("%s read back as %#v, want %#v", data, back, tt.e)
		}
	}
}

// TestDecodeRefuses: what is not an event of this vocabulary is refused
// with ErrEvent and a reason.
func TestDecodeRefuses(t *testing.T) {
	for _, tt := range []struct{ in, why string }{
		{`{"k":"exit"}`, `no event "exit"`},
		{`{"k":"test-move"}`, "takes 1 arguments, not 0"},
		{`{"k":"test-move","a":["1w Nf3 g1f3 N","x"]}`, "takes 1 arguments"},
		{`{"k":"test-move","a":["1x Nf3 g1f3 N"]}`, "is no ply"},
		{`{"k":"test-move","a":["1w Nf3 g1f3"]}`, "is no ply"},
		{`{"k":"test-move","a":["1w Nf3 g1f3 N zz"]}`, "is no ply"},
		{`{"k":"test-move","a":["1w Nf3 g9f3 N"]}`, "is no ply"},
		{`{"k":"test-move","a":[7]}`, `'7' where '"' was expected`},
		{`{"k":"test-all","a":["e9","Q","rh8","black","*",0,"0s","",true]}`, "is no square"},
		{`{"k":"test-all","a":["e4","q","rh8","black","*",0,"0s","",true]}`, "is no piece"},
		{`{"k":"test-all","a":["e4","Q","xh8","black","*",0,"0s","",true]}`, "is no placed"},
		{`{"k":"test-all","a":["e4","Q","rh8","red","*",0,"0s","",true]}`, "is no colour"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","1-0 boredom",0,"0s","",true]}`, "is no outcome"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","*",1048577,"0s","",true]}`, "number 1048577 out of range"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","*",0,"0s","\u001b[2J",true]}`, "control character"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","*",0,"0s","",1]}`, "not true or false"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","*",0,"1001h","",true]}`, "is no duration"},
		{`{"k":"test-all","a":["e4","Q","rh8","black","*",1.5,"0s","",true]}`, "in an array"},
		{`{"t":"\u0007"}`, "control character"},
		{`{"k":"test-nothing","t":"x"}`, "only one"},
		{`{"k":"test-nothing","p":9}`, "priority 9"},
		{`{"k":"test-nothing","x":1}`, `unknown field "x"`},
		{`{"k":"test-nothing","k":"test-nothing"}`, `"k" twice`},
		{`{"k":"test-nothing"} {}`, "more after"},
		{`{"k":"test-inside","a":[{"k":"test-inside","a":[{"k":"test-inside","a":[{"k":"test-inside","a":[{"k":"test-inside","a":[{"k":"test-nothing"}]}]}]}]}]}`, "deeper than"},
		{`{"l":[{"l":[{"l":[{"l":[{"l":[{}]}]}]}]}]}`, "deeper than"},
		{`{"k":"test-lists","a":[["1w Nf3 g1f3 N"],["e4",3],[]]}`, `'3' where '"' was expected`},
		{`[`, `'[' where '{' was expected`},
		{`{"k":"test-nothing"`, "unexpected end"},
		{"{\"k\":\"\xff\"}", "not UTF-8"},
	} {
		_, err := Decode([]byte(tt.in))
		if !errors.Is(err, ErrEvent) || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: got %v, want ErrEvent saying %q", tt.in, err, tt.why)
		}
	}
}

// TestDeclaredTwiceAlike: a key may be declared again with the same
// kinds, never with others.
func TestDeclaredTwiceAlike(t *testing.T) {
	Declare("test-move", PlyKind)
	defer func() {
		if recover() == nil {
			t.Error("test-move declared with other kinds")
		}
	}()
	Declare("test-move", SquareKind)
}

// TestArgsNeverFail: a getter given another kind, or no argument, gives
// the kind's zero value.
func TestArgsNeverFail(t *testing.T) {
	a := Args{Text("x")}
	if a.Square(0) != rules.NoSquare || a.File(3) != rules.NoFile || a.Rank(0) != rules.NoRank || a.Colour(0) != rules.NoColor ||
		a.Number(0) != 0 || a.Text(1) != "" || a.Flag(0) || a.Ply(0).Move.From != rules.NoSquare || !a.Event(0).IsZero() ||
		a.Plies(0) != nil || a.Placed(0).Square != rules.NoSquare {
		t.Error("a getter gave a value of an argument that is not there")
	}
	sq := Args{Square(rules.SquareAt(rules.FileE, rules.Rank4)), File(rules.FileB), Rank(rules.Rank7), Square(rules.NoSquare)}
	if sq.File(0) != rules.FileE || sq.Rank(0) != rules.Rank4 || sq.Square(1) != rules.NoSquare || sq.File(1) != rules.FileB ||
		sq.Rank(1) != rules.NoRank || sq.Rank(2) != rules.Rank7 || sq.File(2) != rules.NoFile || sq.File(3) != rules.NoFile {
		t.Error("a square, a file or a rank alone read wrongly")
	}
}

// TestSays: an event within an argument or a part is found.
func TestSays(t *testing.T) {
	e := Joined(testMove.With(Ply(knightOut())), testInside.With(Said(testNothing.Event())))
	if !e.Says(testNothing) || !e.Says(testMove) || e.Says(testAll) {
		t.Error("Says")
	}
	if !testNothing.Event().Is(testNothing) || (Event{}).Is("") {
		t.Error("Is")
	}
}

// FuzzDecode: whatever comes over a connection, reading it never panics,
// and an event read is written again as it was read.
func FuzzDecode(f *testing.F) {
	for _, e := range []Event{
		testMove.With(Ply(knightOut())),
		testAll.With(Square(28), Piece(rules.Queen), Placed(rules.Placed{Piece: 9, Square: 63}), Colour(rules.Black),
			Outcome(rules.Outcome{Result: rules.BlackWins, Reason: rules.FlagFall}), Number(-2), Duration(time.Minute), Text("Ü"), Flag(true)),
		testLists.With(Plies([]rules.Ply{knightOut()}), Squares([]rules.Square{1, 2}), Texts(nil)),
		testInside.With(Said(Joined(testNothing.Event(), Plain("⠿")).As(Answer))),
	} {
		data, err := Encode(e)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Decode(data)
		if err != nil {
			return
		}
		again, err := Encode(e)
		if err != nil {
			t.Fatalf("%s read, cannot be written: %v", data, err)
		}
		back, err := Decode(again)
		if err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("%s read, written as %s, read again as another: %v", data, again, err)
		}
	})
}
