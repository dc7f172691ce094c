package resume

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/why"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// Source is what a match is resumed from: its state, when one is saved
// beside its scoresheet, and its scoresheet.
type Source struct {
	State string // "" for a scoresheet alone (a game begun on paper)
	PGN   string
}

// Find is the match to resume: the one whose scoresheet --pgn
// names, with its state or (a game begun on paper) without one, or the
// newest unfinished one among the saved games.
func Find(pgn string) (Source, error) {
	state, err := FindState(pgn)
	if err == nil {
		return Source{State: state, PGN: PGNOf(state, pgn)}, nil
	}
	if pgn != "" {
		if _, serr := os.Lstat(pgn); serr == nil {
			return Source{PGN: pgn}, nil
		}
	}
	return Source{}, err
}

// Session sets up the match again and returns it with the lines
// that say how. From its state, it never takes back a move that a file
// on disk holds: when the state is older than the scoresheet (a full disk
// took only the state), the moves the scoresheet has beyond it are
// replayed (session.CatchUp); a scoresheet that cannot be read beside a good
// state is said, and written anew at the next move. A state that cannot
// be read beside a scoresheet that can: the game is set up from the
// scoresheet (fromScoresheet), the state kept aside, and that is said; so
// is a scoresheet alone.
//
// The state and the scoresheet are read only as regular files (a FIFO
// would hang the read), and a value no match can have is refused with the
// file and the field named.
func Session(src Source, cfg session.Config, o Flags, ask *Asker) (*session.Session, []string, error) {
	if src.State == "" {
		rec, err := readScoresheet(src.PGN)
		if err != nil {
			return nil, nil, err
		}
		return fromScoresheet(rec, src.PGN, cfg, o, ask, nil)
	}
	data, err := scoresheet.ReadRegular(src.State)
	if err != nil {
		return nil, nil, why.Scoresheet(err, cliCannotRead)
	}
	var st session.State
	stateErr := json.Unmarshal(data, &st)
	keptText(&st)
	own, _ := scoresheet.OwnState(data) // a key that cannot be read: from elsewhere (the host's line says it)
	if stateErr != nil {
		stateErr = cliline.Anna(cliCannotRead, src.State, StateWhy(stateErr, ""))
	} else {
		sess, notes, unusable, err := fromState(st, src, cfg, o, own)
		if !unusable {
			return sess, notes, err
		}
		stateErr = err
	}
	// The state cannot be used: its scoresheet is the record, if it can be
	// read; the state is kept aside, not written over.
	rec, err := readScoresheet(src.PGN)
	if err != nil {
		return nil, nil, stateErr
	}
	if _, err := o.engine(nil, src.State, own); err != nil {
		return nil, nil, err // a hosted match's saved --engine
	}
	aside := scoresheet.FreeName(strings.TrimSuffix(src.State, ".anna.json") + "-unreadable.anna-state")
	sess, notes, err := fromScoresheet(rec, src.PGN, cfg, o, ask, []string{cfg.Book.CommandLine(cliResumeFromSheet, reasonIn(cfg.Book, stateErr), aside)})
	if err != nil {
		return nil, nil, err
	}
	if err := os.Rename(src.State, aside); err != nil {
		return nil, nil, stateErr // the first save would write over it
	}
	return sess, notes, nil
}

// fromState sets the match up from its state, brought up to its
// scoresheet. unusable: the state holds what no match can (its
// scoresheet may stand in for it), and err says what. own: this anna
// signed the state (scoresheet.OwnState), and its engine is started.
func fromState(st session.State, src Source, cfg session.Config, o Flags, own bool) (sess *session.Session, notes []string, unusable bool, err error) {
	if cfg.Engine, err = o.engine(st.Engine, src.State, own); err != nil {
		return nil, nil, false, err
	}
	if _, err := os.Lstat(src.PGN); err == nil {
		text, err := scoresheet.ReadRegular(src.PGN)
		if err != nil {
			return nil, nil, false, why.Scoresheet(err, cliCannotRead)
		}
		rec, err := rules.ReadPGNRecord(string(text))
		if err != nil {
			// The state is the record; the scoresheet is written anew.
			notes = append(notes, cfg.Book.CommandLine(cliResumeSheetUnread, reasonIn(cfg.Book, why.PGN(src.PGN, err))))
		} else {
			n, err := catchUpRecord(&st, rec)
			if err != nil {
				return nil, nil, false, &cliline.Line{Who: "anna", Args: []any{src.PGN + ": ", err}}
			}
			if n > 0 {
				notes = append(notes, catchUpNote(cfg.Book, n, src.PGN))
			}
		}
	}
	if st.Format != 1 {
		// A newer anna's: said as it is, and left as it is.
		return nil, nil, false, cliline.Anna(cliCannotResume, src.State, cliline.Part(cliStateFormat, strconv.Itoa(st.Format)))
	}
	sess, err = session.Restore(st, cfg)
	if err != nil {
		// A match that is over is said as it is.
		unusable = !errors.Is(err, session.ErrFinished)
		return nil, nil, unusable, cliline.Anna(cliCannotResume, src.State, StateWhy(err, st.Outcome))
	}
	return sess, notes, false, nil
}

// keptText holds what a state file holds in words to a PGN's bounds:
// the header's tags (names a voice spells) and the moves' comments, which
// go into the scoresheet, and through liblouis into its braille, at
// every save (issue 31: nothing from a file takes memory or time).
func keptText(st *session.State) {
	st.Header = st.Header.Kept()
	for i := range st.Seats {
		moves := st.Seats[i].Moves
		comments := make([][]string, len(moves))
		for j, m := range moves {
			comments[j] = m.Comments
		}
		for j, cs := range rules.KeptComments(comments) {
			moves[j].Comments = cs
		}
	}
}

// reasonIn is anna's line err as the first part of another: without
// "anna: " and a final full stop.
func reasonIn(b speech.Phrasebook, err error) string {
	return strings.TrimSuffix(strings.TrimPrefix(cliline.InLang(b, err), "anna: "), ".")
}

// readScoresheet reads the game of a match's scoresheet, or says why it
// cannot be read: the file, or its line and what is wrong there.
func readScoresheet(pgn string) (rules.PGNRecord, error) {
	text, err := scoresheet.ReadRegular(pgn)
	if err != nil {
		return rules.PGNRecord{}, why.Scoresheet(err, cliCannotRead)
	}
	rec, err := rules.ReadPGNRecord(string(text))
	if err != nil {
		return rules.PGNRecord{}, why.PGN(pgn, err)
	}
	return rec, nil
}

// PGNOf is the scoresheet of the match whose state is at state,
// unless --pgn named it.
func PGNOf(state, pgn string) string {
	if pgn != "" {
		return pgn
	}
	return strings.TrimSuffix(state, ".anna.json") + ".pgn"
}

// FindState is the state file of the match to resume: beside --pgn's
// scoresheet, or the newest unfinished one among the saved games.
func FindState(pgn string) (string, error) {
	if pgn != "" {
		path := scoresheet.StatePath(pgn)
		if _, err := os.Lstat(path); err != nil {
			return "", cliline.Anna(cliNoSavedBeside, pgn, path)
		}
		return path, nil
	}
	dir, err := scoresheet.DefaultDir()
	if err != nil {
		return "", why.NoGamesFolder(err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.anna.json"))
	type saved struct {
		path string
		mod  int64
	}
	var all []saved
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil {
			all = append(all, saved{p, st.ModTime().UnixNano()})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod > all[j].mod })
	for _, s := range all {
		var st struct {
			Outcome string `json:"outcome"`
		}
		data, err := scoresheet.ReadRegular(s.path) // a FIFO among them would hang anna resume
		if err == nil && json.Unmarshal(data, &st) == nil && (st.Outcome == "*" || st.Outcome == "") {
			return s.path, nil
		}
	}
	return "", cliline.Anna(cliNoUnfinished, dir)
}

// catchUpRecord is session.CatchUp, its refusal in the player's words.
func catchUpRecord(st *session.State, rec rules.PGNRecord) (int, error) {
	n, err := session.CatchUp(st, rec)
	var big *session.ClockTooLargeError
	if errors.As(err, &big) {
		return 0, cliline.Part(cliClockTooLarge, strconv.Itoa(big.Ply), big.Reading, big.Max.String())
	}
	return n, err
}

// catchUpNote is the line a player reads when moves came from the PGN.
func catchUpNote(book speech.Phrasebook, n int, pgn string) string {
	return book.CommandLineCount(cliCaughtUp, n, pgn)
}
