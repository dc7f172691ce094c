package session

import (
	"slices"
	"strings"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// command answers a command line in: arg is the rest of the line.
type command func(s *Session, in *typedLine, arg string) []Output

// Command is one row of the command table: the words that run it, who may
// run it, and what it does.
type Command struct {
	// Name is the command's English word: what help and the docs call it,
	// and the key of its words in each language's [commands].
	Name string
	// Also are more English words for it: short forms ("rk"), symbols ("?").
	Also []string
	// Alone are words that run it only as a whole line; with more words
	// the line is a move ("c" is the clock, "c 4" the pawn move c4).
	Alone []string
	// May is who may run it. A line from a terminal that holds none of
	// these roles is answered with who may, and changes nothing.
	May Roles
	// Moves reports, for a command that is also a way to write a move,
	// whether the line with this argument is the move ("move e4",
	// "captures e4"); a move is for the players.
	Moves func(arg string) bool
	// Online is what the command does in an online game (anna lichess):
	// as at home, unless the row says otherwise.
	Online OnlineUse
	// Aside: the command changes nothing of the game (the table's own:
	// its join codes), and is answered before the game has started too,
	// as questions are.
	Aside bool
	run   command
}

// OnlineUse is what a command does in an online game.
type OnlineUse int8

const (
	// AsAtHome: the same as in a game at home (the questions about the
	// board, the voice, help, quit).
	AsAtHome OnlineUse = iota
	// OutsideHelp: an engine's advice, which lichess forbids during a game
	// (as the Laws forbid advice, 11.3.1): refused, with the reason, until
	// the game is over; then it works as at home (analyze).
	OutsideHelp
	// AtTheBoard: the procedure of a game at the board (pressing the
	// clock, the boards compared, adjourning, a flag claimed, the arbiter
	// and the arbiter's powers), which lichess's server does itself or has
	// no place for: refused, with the reason.
	AtTheBoard
)

// commandTable is the one place that says which commands there are, who
// may run each, and what it does. Moves never start with one of their
// words: the short forms are chosen so that none is a word of a move (no
// file letter a-h, no piece or capture word, nothing SAN or UCI could be).
var commandTable = []Command{
	// Questions: anybody at the table may ask; nothing changes. Each
	// works after the game has ended, and during a review it is asked of
	// the position reviewed.
	{Name: "help", Also: []string{"?"}, May: Everybody, run: (*Session).cmdHelp},
	{Name: "last", May: Everybody, run: (*Session).cmdLast},
	{Name: "repeat", May: Everybody, run: (*Session).cmdRepeat},
	{Name: "moves", May: Everybody, run: (*Session).cmdMoves},
	{Name: "turn", May: Everybody, run: (*Session).cmdTurn},
	{Name: "clock", Alone: []string{"c"}, May: Everybody, run: (*Session).cmdClock},
	{Name: "time", May: Everybody, run: (*Session).cmdTime},
	{Name: "where", Also: []string{"w"}, May: Everybody, run: (*Session).cmdWhere},
	{Name: "position", Also: []string{"pos"}, May: Everybody, run: (*Session).cmdPosition},
	{Name: "rank", Also: []string{"rk"}, May: Everybody, run: (*Session).cmdRank},
	{Name: "file", Also: []string{"fl"}, May: Everybody, run: (*Session).cmdFile},
	{Name: "diagonal", Also: []string{"diag", "dg"}, May: Everybody, run: (*Session).cmdDiagonal},
	{Name: "pawns", Also: []string{"pw"}, May: Everybody, run: (*Session).cmdPawns},
	{Name: "square", Also: []string{"sq"}, May: Everybody, run: (*Session).cmdSquare},
	{Name: "lines", May: Everybody, run: (*Session).cmdLines},
	{Name: "attackers", May: Everybody, run: (*Session).cmdAttackers},
	{Name: "defenders", May: Everybody, run: (*Session).cmdDefenders},
	{Name: "legal", Also: []string{"lg"}, May: Everybody, run: (*Session).cmdLegal},
	{Name: "captures", May: Everybody, Moves: withWords, run: (*Session).cmdCapturesOrMove},
	{Name: "cp", May: Everybody, run: (*Session).cmdCaptures},
	{Name: "checks", Also: []string{"ck"}, May: Everybody, run: (*Session).cmdChecks},
	{Name: "threats", Also: []string{"th"}, May: Everybody, run: (*Session).cmdThreats},
	{Name: "material", Also: []string{"mt"}, May: Everybody, run: (*Session).cmdMaterial},
	{Name: "winnable", Also: []string{"wn"}, May: Everybody, run: (*Session).cmdWinnable},
	{Name: "move", May: Everybody, Moves: notNumber, run: (*Session).cmdMoveOrNumber},
	{Name: "number", Also: []string{"mn"}, May: Everybody, run: (*Session).cmdMoveNumber},
	{Name: "brief", May: Everybody, run: func(s *Session, in *typedLine, _ string) []Output { return s.setVerbosity(in, speech.Brief) }},
	{Name: "normal", May: Everybody, run: func(s *Session, in *typedLine, _ string) []Output { return s.setVerbosity(in, speech.Normal) }},
	{Name: "full", May: Everybody, run: func(s *Session, in *typedLine, _ string) []Output { return s.setVerbosity(in, speech.Full) }},
	// The terminal's own language ("lang hr"): what it reads and hears.
	// "lang" alone is also the start of Lange Rochade: the command wins
	// (it changes nothing), and "lang Rochade" is the move.
	{Name: "lang", May: Everybody, Moves: notLang, run: (*Session).cmdLang},
	// The terminal's own voice: anybody with speech of their own; each
	// changes the voice of the terminal that types it, never another's.
	{Name: "faster", May: Everybody, run: tune(Faster)},
	{Name: "slower", May: Everybody, run: tune(Slower)},
	{Name: "louder", May: Everybody, run: tune(Louder)},
	{Name: "softer", May: Everybody, run: tune(Softer)},
	{Name: "quit", Also: []string{"exit"}, May: Everybody, run: (*Session).cmdQuit},
	{Name: "cancel", May: Everybody, run: (*Session).cmdCancel},
	// The join codes of a hosted table, which this terminal may hand out:
	// said only when asked for (they are secrets).
	{Name: "codes", May: Playing | ArbiterRole, Online: AtTheBoard, Aside: true, run: (*Session).cmdCodes},
	// Who joins and leaves the table, heard at this terminal or not.
	{Name: "arrivals", May: Playing | ArbiterRole, Online: AtTheBoard, Aside: true, run: (*Session).cmdArrivals},

	// The review of the scoresheet: a seat's own walk through the moves
	// (spectators share one seat, so they do not review).
	{Name: "review", Also: []string{"rv"}, May: Playing | ArbiterRole, run: (*Session).cmdReview},
	{Name: "next", May: Playing | ArbiterRole, run: (*Session).cmdNotReviewing},
	{Name: "back", May: Playing | ArbiterRole, run: (*Session).cmdNotReviewing},
	{Name: "start", May: Playing | ArbiterRole, run: (*Session).cmdNotReviewing},
	{Name: "end", May: Playing | ArbiterRole, run: (*Session).cmdNotReviewing},
	{Name: "stop", May: Playing | ArbiterRole, run: (*Session).cmdNotReviewing},

	// The engine: a hint for the player's own move; the rest for whoever
	// sits at the game.
	{Name: "hint", May: Playing, Online: OutsideHelp, run: (*Session).cmdHint},
	{Name: "eval", May: Playing | ArbiterRole, Online: OutsideHelp, run: (*Session).cmdEval},
	{Name: "engine", May: Playing | ArbiterRole, Online: OutsideHelp, run: (*Session).cmdEngine},
	{Name: "analyze", May: Playing | ArbiterRole, Online: OutsideHelp, run: (*Session).cmdAnalyze},
	// After analyze: the position before each mistake, to find a better
	// move (retry.go); skip goes to the next.
	{Name: "retry", May: Playing | ArbiterRole, Online: OutsideHelp, run: (*Session).cmdRetry},
	{Name: "skip", May: Playing | ArbiterRole, run: (*Session).cmdRetryOnly},

	// A player's own side: offers, claims, resignation, the Appendix D
	// procedure. The assistant acts for the player it assists (D.2.10).
	{Name: "draw", May: Playing, run: (*Session).cmdDraw},
	{Name: "accept", May: Playing, run: (*Session).cmdAccept},
	{Name: "claim", May: Playing, run: (*Session).cmdClaim},
	{Name: "resign", May: Playing, run: (*Session).cmdResign},
	{Name: "press", May: Playing, Online: AtTheBoard, run: (*Session).cmdPress},
	{Name: "correct", May: Playing, Online: AtTheBoard, run: (*Session).cmdCorrect},
	{Name: "board", May: Playing, Online: AtTheBoard, run: (*Session).cmdBoard},
	{Name: "flag", May: Playing | ArbiterRole, Online: AtTheBoard, run: (*Session).cmdFlag},
	{Name: "compare", May: Playing | ArbiterRole, Online: AtTheBoard, run: (*Session).cmdCompare},
	// Reported by a player or the assistant, recorded by the arbiter.
	{Name: "touched", May: Playing | ArbiterRole, Online: AtTheBoard, run: (*Session).cmdTouched},
	// Asked for by a player; ordered or granted by the arbiter.
	{Name: "adjourn", May: Playing | ArbiterRole, Online: AtTheBoard, run: (*Session).cmdAdjourn},
	{Name: "increment", May: Playing | ArbiterRole, Online: AtTheBoard, run: (*Session).cmdIncrement},
	// Heard by the arbiter, not carried out.
	{Name: "arbiter", May: Playing, Online: AtTheBoard, run: (*Session).cmdArbiter},
	// An online game's own (online_commands.go): answers to the
	// opponent's requests, an abort, a takeback asked for, the chat.
	{Name: "decline", May: Playing, run: onlineOnly("decline")},
	{Name: "takeback", May: Playing, run: onlineOnly("takeback")},
	{Name: "abort", May: Playing, run: onlineOnly("abort")},
	{Name: "say", May: Playing, run: onlineOnly("say")},
	// A puzzle's own (puzzle.go); hint and next are the game's words too.
	{Name: "again", May: Playing, run: (*Session).cmdPuzzleOnly},
	{Name: "solution", May: Playing, run: (*Session).cmdPuzzleOnly},

	// The arbiter's powers.
	{Name: "pause", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdPause},
	{Name: "resume", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdResume},
	{Name: "adjust", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdAdjust},
	{Name: "penalty", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdPenalty},
	{Name: "grant", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdGrant},
	{Name: "refuse", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdRefuse},
	{Name: "free", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdFree},
	{Name: "declare", May: ArbiterRole, Online: AtTheBoard, run: (*Session).cmdDeclare},
}

// withWords: "captures" alone is the question; with words, a move.
func withWords(arg string) bool { return arg != "" }

// notNumber: "move" alone or "move number" asks the move number; "move
// e4" is a move.
func notNumber(arg string) bool { return !asksNumber(arg) }

// asksNumber reports whether what follows "move" asks the move number:
// nothing, number or its short form mn, or no or nr (No., nr.). The line
// comes with its command words in English (Canonical): "zug nummer" and
// "zug nr" in German, "potez broj" and "potez br" in Croatian are "move
// number" and "move mn"; no language's words are written here.
func asksNumber(arg string) bool {
	switch strings.ToLower(strings.TrimSpace(arg)) {
	case "", "number", "mn", "no", "nr":
		return true
	}
	return false
}

var (
	commandIndex = map[string]*Command{} // every word that starts a command line
	aloneIndex   = map[string]*Command{} // words that run a command as a whole line only
)

func init() {
	add := func(index map[string]*Command, word string, c *Command) {
		if _, dup := commandIndex[word]; dup {
			panic("session: command word " + word + " declared twice")
		}
		if _, dup := aloneIndex[word]; dup {
			panic("session: command word " + word + " declared twice")
		}
		index[word] = c
	}
	for i := range commandTable {
		c := &commandTable[i]
		add(commandIndex, c.Name, c)
		for _, w := range c.Also {
			add(commandIndex, w, c)
		}
		for _, w := range c.Alone {
			add(aloneIndex, w, c)
		}
	}
}

// Commands is the command table, in the order help and the docs list it.
func Commands() []Command { return slices.Clone(commandTable) }

// Words are the English words that run the command: its name first.
func (c Command) Words() []string {
	return append(append([]string{c.Name}, c.Also...), c.Alone...)
}

// lookup finds the command a line runs, if any, and its argument.
func lookup(line string) (*Command, string, bool) {
	line = strings.TrimSpace(line)
	if c, ok := aloneIndex[strings.ToLower(line)]; ok {
		return c, "", true
	}
	word, rest, _ := strings.Cut(line, " ")
	c, ok := commandIndex[strings.ToLower(word)]
	return c, strings.TrimSpace(rest), ok
}

// isMove reports whether the line, run by this command, is a move.
func (c *Command) isMove(arg string) bool { return c.Moves != nil && c.Moves(arg) }

// asks reports whether a line only asks about the game: a command anybody
// may run, which changes nothing, or one aside from the game (codes).
func asks(line string) bool {
	c, arg, ok := lookup(line)
	return ok && (c.May == Everybody || c.Aside) && c.Name != "quit" && c.Name != "cancel" && !c.isMove(arg)
}

// quits reports whether a line leaves the terminal (quit, exit).
func quits(line string) bool {
	c, _, ok := lookup(line)
	return ok && c.Name == "quit"
}

// cancels reports whether a line is cancel: it leaves the question asked.
func cancels(line string) bool {
	c, _, ok := lookup(line)
	return ok && c.Name == "cancel"
}

// isCommand reports whether a line runs a command.
func isCommand(line string) bool {
	_, _, ok := lookup(line)
	return ok
}

// refused answers a line its terminal may not type, if it is one: a
// command its roles do not allow (it names who may), a player's own
// command from an assistant who assists nobody here, or a move from a
// terminal that plays no side now. Nothing changes.
func (s *Session) refused(in *typedLine, line string) ([]Output, bool) {
	c, arg, ok := lookup(line)
	switch {
	case !ok || c.isMove(arg):
		if me := s.me(in); me.waiting() || me.mode != nil {
			return nil, false // an answer to a question, or a review's step
		}
		return s.mayMove(in)
	case c.Online == AtTheBoard && s.online != nil:
		return []Output{s.said(in, keyOnlineNotHere.With(words.Text(c.Name)))}, true
	case !in.roles.Has(c.May):
		return []Output{s.said(in, s.refusal(in, c))}, true
	case c.May&^Playing == 0 && !s.actsFor(in, s.side(in)):
		return []Output{s.said(in, keyAssistsOnly.With(words.Colours(s.assistedColors())))}, true
	case c.Online == OutsideHelp && s.online != nil && !s.match.Outcome().Over():
		return []Output{s.said(in, keyOnlineNoAdvice.With(words.Text(c.Name)))}, true
	}
	return nil, false
}

// runCommand runs the command a line names, if it names one.
func (s *Session) runCommand(in *typedLine, line string) ([]Output, bool) {
	c, arg, ok := lookup(line)
	if !ok {
		return nil, false
	}
	if out, refused := s.refused(in, line); refused {
		return out, true
	}
	if out, ok := s.onlineCommand(in, c.Name, arg); ok {
		return out, true
	}
	return c.run(s, in, arg), true
}

// refusal names who may run a command the line's terminal may not.
func (s *Session) refusal(in *typedLine, c *Command) Event {
	name, may := c.Name, c.May
	if may == ArbiterRole && in.roles.Has(Playing) {
		return keyArbiterOnly.With(words.Text(name)) // with how to call the arbiter
	}
	return keyOnlyFor.With(words.Text(name), words.Texts(may.Names()))
}

// The events said here.
var (
	keyArbiterOnly    = words.Declare("arbiter-only", words.TextKind)
	keyAssistsOnly    = words.Declare("assists-only", words.ListOf(words.ColourKind))
	keyOnlineNoAdvice = words.Declare("online-no-advice", words.TextKind)
	keyOnlineNotHere  = words.Declare("online-not-here", words.TextKind)
	keyOnlyFor        = words.Declare("only-for", words.TextKind, words.ListOf(words.TextKind))
)
