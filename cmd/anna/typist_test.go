package main

import (
	"math/rand/v2"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// typist writes moves the way different players type them: Appendix D
// words in their spelling variants and prefixes, the long form with the
// from-square, SAN, LAN and UCI, in mixed case. It is seeded, so a failing
// game can be replayed.
type typist struct{ r *rand.Rand }

var (
	typedFiles = [8][]string{
		{"Anna", "anna", "ANNA", "Ann"}, {"Bella", "bella", "Bel"}, {"Cesar", "Caesar", "Cäsar", "cesar", "Ces"},
		{"David", "david", "Dav"}, {"Eva", "eva", "EVA"}, {"Felix", "felix", "Fel"}, {"Gustav", "gustav", "Gus"},
		{"Hector", "Hektor", "hector", "Hec"},
	}
	typedRanks = [8][]string{
		{"eins", "1", "Eins"}, {"zwei", "2", "zwe"}, {"drei", "3", "Drei"}, {"vier", "4", "vie"},
		{"fuenf", "fünf", "funf", "5", "Fünf"}, {"sechs", "6", "sec"}, {"sieben", "7", "sie"}, {"acht", "8", "Acht"},
	}
	typedPieces = map[rules.PieceType][]string{
		rules.King:   {"Koenig", "König", "konig", "King", "kön"},
		rules.Queen:  {"Dame", "dame", "Queen", "dam"},
		rules.Rook:   {"Turm", "turm", "Rook", "tur"},
		rules.Bishop: {"Laeufer", "Läufer", "Laufer", "Laeuffer", "Bishop", "läu"},
		rules.Knight: {"Springer", "springer", "Knight", "spr"},
		rules.Pawn:   {"Bauer", "bauer", "Pawn"},
	}
	typedCaptures = []string{"schlägt", "schlaegt", "nimmt", "takes", "x", "Schlägt"}
)

func (ty typist) pick(words []string) string { return words[ty.r.IntN(len(words))] }

func (ty typist) square(sq rules.Square) string {
	if ty.r.IntN(6) == 0 {
		return sq.String()
	}
	sep := " "
	if ty.r.IntN(8) == 0 {
		sep = "-"
	}
	return ty.pick(typedFiles[sq.File()]) + sep + ty.pick(typedRanks[sq.Rank()])
}

// line types the move p in one of the accepted forms.
func (ty typist) line(p rules.Ply) string {
	switch ty.r.IntN(10) {
	case 0:
		return p.SAN
	case 1:
		return strings.TrimRight(p.SAN, "+#")
	case 2:
		return p.Move.String() // UCI
	case 3:
		return ty.long(p)
	}
	return ty.appendix(p)
}

func (ty typist) appendix(p rules.Ply) string {
	if p.Castle == rules.KingSide {
		return ty.pick([]string{"Kurze Rochade", "kurze rochade", "O-O", "0-0", "Rochade kurz", "castles kingside"})
	}
	if p.Castle == rules.QueenSide {
		return ty.pick([]string{"Lange Rochade", "lange Rochade", "O-O-O", "0-0-0", "castles queenside"})
	}
	var w []string
	if p.Piece != rules.Pawn || ty.r.IntN(2) == 0 {
		w = append(w, ty.pick(typedPieces[p.Piece]))
	}
	switch {
	case p.ShowFile && p.ShowRank:
		w = append(w, ty.square(p.Move.From))
	case p.ShowFile || p.Piece == rules.Pawn && p.Captured != rules.NoPieceType && ty.r.IntN(2) == 0:
		w = append(w, ty.pick(typedFiles[p.Move.From.File()]))
	case p.ShowRank:
		w = append(w, ty.pick(typedRanks[p.Move.From.Rank()]))
	}
	if p.Captured != rules.NoPieceType && ty.r.IntN(3) > 0 {
		w = append(w, ty.pick(typedCaptures))
	}
	w = append(w, ty.square(p.Move.To))
	if p.Move.Promo != rules.NoPieceType {
		w = append(w, ty.pick(typedPieces[p.Move.Promo]))
	}
	if p.EnPassant && ty.r.IntN(2) == 0 {
		w = append(w, ty.pick([]string{"en passant", "e.p."}))
	}
	switch {
	case p.Mate && ty.r.IntN(2) == 0:
		w = append(w, ty.pick([]string{"Matt", "matt", "Schachmatt", "mate"}))
	case p.Check && !p.Mate && ty.r.IntN(2) == 0:
		w = append(w, ty.pick([]string{"Schach", "schach", "check", "+"}))
	}
	return strings.Join(w, " ")
}

func (ty typist) long(p rules.Ply) string {
	if p.Castle != rules.NoCastle {
		return ty.appendix(p)
	}
	w := []string{ty.pick(typedPieces[p.Piece]), ty.square(p.Move.From)}
	if p.Captured != rules.NoPieceType && ty.r.IntN(2) == 0 {
		w = append(w, ty.pick(typedCaptures))
	}
	w = append(w, ty.square(p.Move.To))
	if p.Move.Promo != rules.NoPieceType {
		w = append(w, ty.pick(typedPieces[p.Move.Promo]))
	}
	return strings.Join(w, " ")
}

// nonsense are lines that must be answered and change nothing.
var nonsense = []string{"Blubb", "Springer Zeta drei", "Dame Anna neun", "Turm", "Eva", "Kurze", "x", "claim", "moves 0", "sch", "Läufer Läufer Eva vier", "!!"}
