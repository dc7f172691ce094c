package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
)

// resumeSession sets up the last unfinished match again (or the one whose
// scoresheet --pgn names) and returns it with its scoresheet's path.
//
// It never takes back a move that a file on disk holds: when the state is
// older than the scoresheet (a full disk took only the state), the moves
// the scoresheet has beyond it are replayed (catchUp); notes say so.
func resumeSession(pgn string, cfg session.Config) (*session.Session, string, []string, error) {
	state, err := findState(pgn)
	if err != nil {
		return nil, "", nil, err
	}
	if pgn == "" {
		pgn = strings.TrimSuffix(state, ".anna.json") + ".pgn"
	}
	data, err := os.ReadFile(state)
	if err != nil {
		return nil, "", nil, fmt.Errorf("anna: %w", err)
	}
	var st session.State
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, "", nil, fmt.Errorf("anna: %s cannot be read: %v", state, err)
	}
	var notes []string
	if text, err := os.ReadFile(pgn); err == nil {
		if n := catchUp(&st, string(text)); n > 0 {
			notes = append(notes, catchUpNote(n, pgn))
		}
	}
	sess, err := session.Restore(st, cfg)
	if err != nil {
		return nil, "", nil, fmt.Errorf("anna: the match in %s cannot be resumed: %s", state, strings.TrimPrefix(err.Error(), "session: "))
	}
	return sess, pgn, notes, nil
}

// findState is the state file of the match to resume: beside --pgn's
// scoresheet, or the newest unfinished one among the saved games.
func findState(pgn string) (string, error) {
	if pgn != "" {
		path := statePath(pgn)
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("anna: no saved match beside %s (looked for %s)", pgn, path)
		}
		return path, nil
	}
	dir, err := scoresheet.DefaultDir()
	if err != nil {
		return "", fmt.Errorf("anna: %w", err)
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
		data, err := os.ReadFile(s.path)
		if err == nil && json.Unmarshal(data, &st) == nil && (st.Outcome == "*" || st.Outcome == "") {
			return s.path, nil
		}
	}
	return "", errors.New("anna: no unfinished match to resume in " + dir)
}
