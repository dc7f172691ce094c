package words

import (
	"strconv"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// plyName is a ply's written form: "12b Nxf3+ g4f3 N xN +" (written.go).
func plyName(p rules.Ply) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(p.Number))
	b.WriteString(map[rules.Color]string{rules.White: "w", rules.Black: "b"}[p.Color])
	if p.Color != rules.White && p.Color != rules.Black {
		b.WriteByte('-')
	}
	b.WriteByte(' ')
	if p.SAN == "" {
		b.WriteByte('-')
	}
	b.WriteString(p.SAN)
	b.WriteByte(' ')
	b.WriteString(moveName(p.Move))
	b.WriteByte(' ')
	b.WriteString(pieceName(p.Piece))
	flag := func(on bool, s string) {
		if on {
			b.WriteByte(' ')
			b.WriteString(s)
		}
	}
	flag(p.Captured != rules.NoPieceType, "x"+pieceName(p.Captured))
	flag(p.Castle == rules.KingSide, "OO")
	flag(p.Castle == rules.QueenSide, "OOO")
	flag(p.EnPassant, "ep")
	flag(p.Check, "+")
	flag(p.Mate, "#")
	flag(p.ShowFile, "f")
	flag(p.ShowRank, "r")
	for _, c := range p.Checkers {
		flag(true, "@"+c.Piece.String()+c.Square.String())
	}
	return b.String()
}

// moveName is a move in UCI ("e7e8q"), or "-" without its squares.
func moveName(m rules.Move) string {
	if m.From < 0 || m.From > 63 || m.To < 0 || m.To > 63 {
		return "-"
	}
	return m.From.String() + m.To.String() + m.Promo.String()
}

// maxSAN bounds a ply's SAN ("exd8=Q+" is 7 letters; a drawn offer's
// "(=)" is not written in it).
const maxSAN = 10

// parsePly reads a ply's written form.
func parsePly(s string) (rules.Ply, bool) {
	fields := strings.Split(s, " ")
	if len(fields) < 4 || len(fields) > 16 {
		return rules.Ply{}, false
	}
	var p rules.Ply
	head := fields[0]
	if len(head) < 2 {
		return p, false
	}
	n, err := strconv.Atoi(head[:len(head)-1])
	if err != nil || n < 0 || n > limit || strconv.Itoa(n) != head[:len(head)-1] {
		return p, false
	}
	p.Number = n
	switch head[len(head)-1] {
	case 'w':
		p.Color = rules.White
	case 'b':
		p.Color = rules.Black
	case '-':
	default:
		return p, false
	}
	if fields[1] != "-" {
		if len(fields[1]) > maxSAN || !plainToken(fields[1]) {
			return p, false
		}
		p.SAN = fields[1]
	}
	m, ok := parseMove(fields[2])
	if !ok {
		return p, false
	}
	p.Move = m
	if p.Piece, ok = parsePiece(fields[3]); !ok {
		return p, false
	}
	for _, f := range fields[4:] {
		switch {
		case f == "OO":
			p.Castle = rules.KingSide
		case f == "OOO":
			p.Castle = rules.QueenSide
		case f == "ep":
			p.EnPassant = true
		case f == "+":
			p.Check = true
		case f == "#":
			p.Mate = true
		case f == "f":
			p.ShowFile = true
		case f == "r":
			p.ShowRank = true
		case len(f) == 2 && f[0] == 'x':
			if p.Captured, ok = parsePiece(f[1:]); !ok || p.Captured == rules.NoPieceType {
				return p, false
			}
		case len(f) == 4 && f[0] == '@':
			a, ok := parseArg(PlacedKind, f[1:])
			if !ok || a.Placed().Piece == rules.NoPiece {
				return p, false
			}
			p.Checkers = append(p.Checkers, a.Placed())
		default:
			return p, false
		}
	}
	return p, true
}

// parseMove reads a move in UCI, or "-" for none.
func parseMove(s string) (rules.Move, bool) {
	if s == "-" {
		return rules.Move{From: rules.NoSquare, To: rules.NoSquare}, true
	}
	if len(s) != 4 && len(s) != 5 {
		return rules.Move{}, false
	}
	m := rules.Move{From: rules.ParseSquare(s[:2]), To: rules.ParseSquare(s[2:4])}
	if len(s) == 5 {
		i := strings.IndexByte("qrbn", s[4])
		if i < 0 {
			return m, false
		}
		m.Promo = []rules.PieceType{rules.Queen, rules.Rook, rules.Bishop, rules.Knight}[i]
	}
	return m, m.From != rules.NoSquare && m.To != rules.NoSquare
}

// plainToken reports whether s is printable ASCII without spaces.
func plainToken(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return s != ""
}
