package speech

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Names is whose words the Appendix D notations use for pieces, ranks and
// castling (D.2.1: the ranks get German numbers "unless the arbiter
// decides otherwise"). Files keep Appendix D's names unless a language's
// file gives others. Typed moves are read in every language's words,
// whatever the choice.
type Names int8

const (
	// AppendixNames are Appendix D's German words: Springer Felix drei.
	AppendixNames Names = iota
	// LocalNames are the language's own: Skakač Felix tri in Croatian.
	LocalNames
)

var namesNames = []string{"appendix-d", "local"}

func (n Names) String() string {
	if int(n) < len(namesNames) {
		return namesNames[n]
	}
	return fmt.Sprintf("Names(%d)", n)
}

// ParseNames reads a --names value.
func ParseNames(s string) (Names, error) {
	for i, n := range namesNames {
		if strings.EqualFold(s, n) {
			return Names(i), nil
		}
	}
	return 0, fmt.Errorf("speech: unknown names %q (choose appendix-d or local)", s)
}

// nameWords are a language file's [names]: its words for what Appendix D
// names, as printed, and the other spellings a player may type.
type nameWords struct {
	Pieces      map[string]string `toml:"pieces"`  // king, queen, rook, bishop, knight, pawn
	Letters     map[string]string `toml:"letters"` // the pieces' letters in algebraic notation (SAN)
	Genders     map[string]gender `toml:"genders"`
	Files       []string          `toml:"files"` // none: Appendix D's, in its voice
	Ranks       []string          `toml:"ranks"`
	Capture     string            `toml:"capture"`
	On          string            `toml:"on"` // between a piece captured and its square, in full verbosity
	Check       string            `toml:"check"`
	Mate        string            `toml:"mate"`
	ShortCastle string            `toml:"short-castle"`
	LongCastle  string            `toml:"long-castle"`
	EnPassant   string            `toml:"en-passant"`
	// Typed words that mean the same: by piece name, "ranks" (eight lists
	// joined by spaces is awkward, so "rank1".."rank8"), capture, check,
	// mate, castling, short, long, en-passant, filler (words a move may
	// hold that mean nothing: "nach", "na").
	Also map[string][]string `toml:"also"`
}

// pieceKeys are the data files' names of the piece types.
var pieceKeys = map[rules.PieceType]string{
	rules.King: "king", rules.Queen: "queen", rules.Rook: "rook", rules.Bishop: "bishop", rules.Knight: "knight", rules.Pawn: "pawn",
}

// sanLetters are the pieces' letters in SAN, English's (C.2).
var sanLetters = map[rules.PieceType]byte{rules.King: 'K', rules.Queen: 'Q', rules.Rook: 'R', rules.Bishop: 'B', rules.Knight: 'N'}

// nameSet is one language's names as words, each with its clips.
type nameSet struct {
	lang        Lang
	pieces      map[rules.PieceType]Word
	genders     map[rules.PieceType]gender
	files       [8]Word
	ranks       [8]Word
	capture     Word
	on          Word
	check, mate Word
	short, long Word
	enPassant   Word
	letters     map[byte]byte // SAN's English piece letters to the language's
}

func makeNameSet(l Lang) (*nameSet, error) {
	d := l.data()
	nw := d.Names
	s := &nameSet{lang: l, pieces: map[rules.PieceType]Word{}, genders: map[rules.PieceType]gender{}, letters: map[byte]byte{}}
	w := func(text string) Word { return l.spoken(text) }
	for t, key := range pieceKeys {
		text, ok := nw.Pieces[key]
		if !ok {
			return nil, fmt.Errorf("speech: %s: no name for the %s", l, key)
		}
		s.pieces[t] = w(text)
		s.genders[t] = nw.Genders[key]
	}
	for t, letter := range sanLetters {
		if own := nw.Letters[pieceKeys[t]]; len(own) == 1 {
			s.letters[letter] = own[0]
		}
	}
	if len(nw.Ranks) != 8 || len(nw.Files) != 0 && len(nw.Files) != 8 {
		return nil, fmt.Errorf("speech: %s: names need eight ranks, and eight files or none", l)
	}
	for i := range 8 {
		s.ranks[i] = w(nw.Ranks[i])
		if len(nw.Files) == 0 {
			// Files keep Appendix D's names, said as Appendix D says them.
			s.files[i] = DE.spoken(DE.data().Names.Files[i])
		} else {
			s.files[i] = w(nw.Files[i])
		}
	}
	for _, f := range []struct {
		dst  *Word
		text string
		key  string
	}{{&s.capture, nw.Capture, "capture"}, {&s.on, nw.On, "on"}, {&s.check, nw.Check, "check"}, {&s.mate, nw.Mate, "mate"},
		{&s.short, nw.ShortCastle, "short-castle"}, {&s.long, nw.LongCastle, "long-castle"}, {&s.enPassant, nw.EnPassant, "en-passant"}} {
		if f.text == "" {
			return nil, fmt.Errorf("speech: %s: names lack %s", l, f.key)
		}
		*f.dst = w(f.text)
	}
	return s, nil
}

// vocabulary are the set's words for a notation.
func (s *nameSet) vocabulary() vocabulary {
	return vocabulary{pieces: s.pieces, capture: s.capture, on: s.on, check: s.check, mate: s.mate,
		short: s.short, long: s.long, enPassant: s.enPassant}
}

// names is the set the Appendix D notations speak in: Appendix D's (the
// German file's) or the language's own.
func (b Phrasebook) names() *nameSet {
	if b.Names == LocalNames {
		return b.Lang.nameSet()
	}
	return appendix()
}

// appendix is Appendix D's own set: the join code and the words typed
// in templates are in it.
func appendix() *nameSet { return DE.nameSet() }

// nameSet is the language's names, made when first needed.
func (l Lang) nameSet() *nameSet {
	d := l.data()
	d.namesOnce.Do(func() {
		s, err := makeNameSet(d.code)
		if err != nil {
			panic(err)
		}
		d.names = s
	})
	return d.names
}

// spoken is a word of the language printed as text and spoken in its
// voice, as the file's [say] table says it where espeak needs help
// ("Koenig" is said "König").
func (l Lang) spoken(text string) Word {
	d := l.data()
	say := text
	if s, ok := d.Say[text]; ok {
		say = s
	}
	return word(d.Voice, text, say)
}
