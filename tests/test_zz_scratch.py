from test_tui_handoff_since import _first_appearance_handoffs
from test_tui_support import sync

@sync
async def test_fa(tmp_path):
    for cat, ann in [("Punch","Punch"),("Arcane Ward","Arcane Ward"), ("Arcane Ward","Punch"), ("Punch","Arcane Ward")]:
        screens = []
        await _first_appearance_handoffs(tmp_path, cat, ann, screens)
        print("########", cat, ann)
        for name, text in screens:
            if name != "HandoffScreen":
                print("=====", name); print(text)
            else:
                print("===== handoff:", [l for l in text.splitlines() if "Pass" in l or "│" in l])
