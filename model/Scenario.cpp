// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scenario.h"

#include <algorithm>

namespace isle::model {

const Area *Scenario::area(std::string_view areaId) const
{
    auto it
        = std::find_if(areas.begin(), areas.end(), [&](const Area &a) { return a.id == areaId; });
    return it != areas.end() ? &*it : nullptr;
}

Area *Scenario::area(std::string_view areaId)
{
    auto it
        = std::find_if(areas.begin(), areas.end(), [&](const Area &a) { return a.id == areaId; });
    return it != areas.end() ? &*it : nullptr;
}

bool Scenario::uses(Product p) const
{
    return std::find(products.begin(), products.end(), p) != products.end();
}

} // namespace isle::model
